/** Stylesheet of the payment sheet, served as /snap/v1/sim/assets/pay.css (CSP: style-src 'self'). */
export const PAGE_CSS = `*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;display:flex;align-items:flex-start;justify-content:center;padding:24px 12px;
  background:#f3f0ec;color:#1f1b16;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
.sheet{width:100%;max-width:420px;background:#fff;border-radius:16px;box-shadow:0 8px 32px rgba(31,27,22,.12);
  padding:20px 20px 16px;display:flex;flex-direction:column;gap:14px}
.sheet__head{border-bottom:1px solid #ece6df;padding-bottom:12px}
.sheet__title{margin:0;font-size:18px;line-height:1.3;font-weight:700}
.sheet__badge{margin:6px 0 0;display:inline-block;font-size:12px;color:#7a4b00;background:#fff4de;border-radius:999px;padding:2px 10px}
.facts{margin:0;display:flex;flex-direction:column;gap:6px}
.facts__row{display:flex;justify-content:space-between;align-items:baseline;gap:12px}
.facts dt{color:#6b635a;font-size:13px}
.facts dd{margin:0;text-align:right;overflow-wrap:anywhere}
.facts__row--total dd{font-size:22px;font-weight:700;color:#1f1b16}
.mono{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:13px}
.items{list-style:none;margin:0;padding:10px 0 0;border-top:1px dashed #e2dbd2;display:flex;flex-direction:column;gap:8px}
.item{display:grid;grid-template-columns:1fr auto;column-gap:12px;font-size:14px}
.item__name{font-weight:600;overflow-wrap:anywhere}
.item__qty{grid-column:1;color:#6b635a;font-size:13px}
.item__sum{grid-column:2;grid-row:1 / span 2;align-self:center;white-space:nowrap}
.expiry{margin:0;color:#6b635a;font-size:12px}
.notice{margin:0;padding:10px 12px;border-radius:10px;background:#f3f0ec;font-size:14px;display:flex;flex-direction:column;gap:2px}
.notice[hidden]{display:none}
.notice--info{background:#e8f1fd;color:#143d6b}
.notice--ok{background:#e6f6ec;color:#14532d}
.notice--error{background:#fdecec;color:#7f1d1d}
.notice__title{font-weight:700}
.actions{display:grid;grid-template-columns:1fr 1fr;gap:10px}
.actions:empty{display:none}
.btn{appearance:none;display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:10px 14px;
  border-radius:10px;border:1px solid #d6cec4;background:#fff;color:#1f1b16;font:inherit;font-weight:600;cursor:pointer;text-decoration:none}
.btn:hover{background:#f7f4f0}
.btn:focus-visible{outline:3px solid #e0a030;outline-offset:2px}
.btn:disabled{opacity:.55;cursor:progress}
.btn--primary{grid-column:1 / -1;background:#1f1b16;border-color:#1f1b16;color:#fff}
.btn--primary:hover{background:#3a332b}
.btn--danger{color:#a11d1d;border-color:#efc3c3}
.btn--ghost{grid-column:1 / -1;border-color:transparent;background:#f3f0ec}
html.is-framed body{background:transparent}
html.is-framed .sheet{box-shadow:0 12px 40px rgba(0,0,0,.28)}
@media (max-width:380px){body{padding:12px 8px}.sheet{padding:16px 14px 12px}}
`;
