/**
 * GET /snap/snap.js (docs/payments.md, "Simulator: snap.js"): window.snap = { pay, embed, show, hide }.
 * The simulator's base URL comes from the script's own src (document.currentScript), so the same
 * file works mounted at /payment-sandbox on the shop's origin or standalone; `fallbackBase`
 * (publicUrl) is used only when currentScript is unavailable. Styles are set through CSSOM
 * (el.style.setProperty), which a `style-src 'self'` CSP allows.
 */
export function snapJs(fallbackBase: string): string {
  return `(function () {
  'use strict';
  var script = document.currentScript;
  var src = script && script.src ? script.src : ${JSON.stringify(`${fallbackBase}/snap/snap.js`)};
  var base = src.replace(/[?#].*$/, '').replace(/\\/snap\\/snap\\.js$/, '');
  var simOrigin = new URL(base, window.location.href).origin;
  var clientKey = script ? script.getAttribute('data-client-key') : null;
  var state = { mode: null, overlay: null, frame: null, options: null };

  function css(el, styles) {
    Object.keys(styles).forEach(function (k) { el.style.setProperty(k, styles[k]); });
    return el;
  }

  function overlay() {
    if (state.overlay) return state.overlay;
    var el = css(document.createElement('div'), {
      position: 'fixed', inset: '0', 'z-index': '2147483000', display: 'flex',
      'align-items': 'center', 'justify-content': 'center', padding: '12px',
      background: 'rgba(20, 16, 12, 0.6)', 'box-sizing': 'border-box'
    });
    el.setAttribute('data-snap-sim', 'overlay');
    document.body.appendChild(el);
    state.overlay = el;
    return el;
  }

  function teardown() {
    if (state.overlay && state.overlay.parentNode) state.overlay.parentNode.removeChild(state.overlay);
    if (state.frame && state.frame.parentNode) state.frame.parentNode.removeChild(state.frame);
    state.mode = null; state.overlay = null; state.frame = null; state.options = null;
  }

  function call(fn, arg) {
    if (typeof fn !== 'function') return;
    if (arguments.length > 1) fn(arg);
    else fn();
  }

  function open(mode, token, options) {
    if (state.mode === 'popup' || state.mode === 'embed') {
      throw new Error('snap.pay is not allowed to be called in this state');
    }
    options = options || {};
    if (!clientKey) {
      teardown();
      call(options.onError, { status_code: '401', status_message: ['client key missing'] });
      return;
    }
    var host = null;
    if (mode === 'embed') {
      host = document.getElementById(options.embedId);
      if (!host) throw new Error('snap.embed: element #' + options.embedId + ' not found');
    }
    var frame = document.createElement('iframe');
    frame.src = base + '/snap/v1/sim/pay/' + encodeURIComponent(String(token)) +
      '?client_key=' + encodeURIComponent(clientKey) + '&origin=' + encodeURIComponent(window.location.origin);
    frame.title = 'Gayaku Pembayaran (Simulator)';
    frame.setAttribute('data-snap-sim', 'frame');
    css(frame, { border: '0', display: 'block', background: 'transparent', 'color-scheme': 'normal' });
    if (mode === 'embed') {
      if (state.overlay) teardown();
      css(frame, { width: '100%', height: '100%', 'min-width': '320px', 'min-height': '560px' });
      host.appendChild(frame);
    } else {
      var el = overlay();
      el.textContent = '';
      css(frame, { width: '100%', 'max-width': '460px', height: '100%', 'max-height': '720px', 'border-radius': '16px' });
      el.appendChild(frame);
    }
    state.mode = mode; state.frame = frame; state.options = options;
  }

  function show() {
    if (state.mode) return;
    var el = overlay();
    var box = css(document.createElement('div'), {
      background: '#fff', color: '#1f1b16', padding: '16px 24px', 'border-radius': '12px',
      font: '15px/1.4 system-ui, sans-serif'
    });
    box.setAttribute('role', 'status');
    box.textContent = 'Memuat\\u2026';
    el.textContent = '';
    el.appendChild(box);
    state.mode = 'loading';
  }

  window.addEventListener('message', function (e) {
    if (e.origin !== simOrigin) return;
    if (!state.frame || e.source !== state.frame.contentWindow) return;
    var data = e.data;
    if (!data || data.source !== 'midtrans-sim') return;
    var handlers = { success: 'onSuccess', pending: 'onPending', error: 'onError', close: 'onClose' };
    var name = handlers[data.event];
    if (!name) return;
    var options = state.options || {};
    teardown();
    if (data.event === 'close') { call(options.onClose); return; }
    if (typeof options[name] === 'function') { options[name](data.result); return; }
    var url = data.result && data.result.finish_redirect_url;
    if (url) {
      try { window.top.location.href = url; } catch (err) { window.location.href = url; }
    }
  });

  window.snap = {
    pay: function (token, options) { open('popup', token, options); },
    embed: function (token, options) { open('embed', token, options); },
    show: show,
    hide: teardown
  };
})();
`;
}
