/**
 * Behaviour of the payment sheet, served as /snap/v1/sim/assets/pay.js (CSP: script-src 'self').
 * Buttons POST {action} to the page's action URL; the answer {event, result} is posted to the
 * parent (popup/embed) as {source:"midtrans-sim", event, result}, or in redirect mode the browser
 * goes to result.finish_redirect_url. After "Gagal" the sheet offers "Coba lagi"; giving up there
 * ("Tutup") reports the deny through onError.
 */
export const PAY_PAGE_JS = `(function () {
  'use strict';
  var root = document.getElementById('sim-pay');
  if (!root) return;
  var mode = root.getAttribute('data-mode');
  var actionUrl = root.getAttribute('data-action-url');
  var parentOrigin = root.getAttribute('data-parent-origin') || '*';
  var embedded = mode !== 'redirect' && window.parent !== window;
  var actions = document.getElementById('sim-actions');
  var statusEl = document.getElementById('sim-status');
  var busy = false;
  var lastDeny = null;
  if (embedded) document.documentElement.className += ' is-framed';

  function post(event, result) {
    var message = { source: 'midtrans-sim', event: event };
    if (event !== 'close') message.result = result;
    window.parent.postMessage(message, parentOrigin);
  }

  function setStatus(kind, title, text) {
    if (!statusEl) return;
    statusEl.textContent = '';
    statusEl.hidden = !title;
    statusEl.className = 'notice' + (kind ? ' notice--' + kind : '');
    if (!title) return;
    var strong = document.createElement('strong');
    strong.className = 'notice__title';
    strong.textContent = title;
    statusEl.appendChild(strong);
    if (text) {
      var span = document.createElement('span');
      span.textContent = text;
      statusEl.appendChild(span);
    }
  }

  function setButtons(list) {
    if (!actions) return;
    actions.textContent = '';
    list.forEach(function (spec) {
      var b = document.createElement('button');
      b.type = 'button';
      b.className = 'btn' + (spec[2] ? ' btn--' + spec[2] : '');
      b.setAttribute('data-action', spec[1]);
      b.textContent = spec[0];
      actions.appendChild(b);
    });
  }

  function mainButtons() {
    setButtons([['Bayar', 'pay', 'primary'], ['Pending', 'pending'], ['Gagal', 'fail', 'danger'], ['Tutup', 'close', 'ghost']]);
  }

  function setDisabled(disabled) {
    if (!actions) return;
    Array.prototype.forEach.call(actions.querySelectorAll('button'), function (b) { b.disabled = disabled; });
    root.setAttribute('aria-busy', disabled ? 'true' : 'false');
  }

  function finish(event, result) {
    if (embedded) { post(event, result); return; }
    var url = result && result.finish_redirect_url;
    if (url) { window.location.assign(url); return; }
    if (event === 'close') setStatus('', 'Pembayaran ditutup', 'Anda boleh menutup halaman ini.');
  }

  function vaNumber(result) {
    var list = result && result.va_numbers;
    return list && list[0] ? list[0].va_number : '';
  }

  function errorText(result) {
    var m = result && result.status_message;
    return 'Kode ' + (result && result.status_code) + ': ' + (Array.isArray(m) ? m.join(', ') : m);
  }

  function handle(data) {
    var result = data && data.result;
    var event = data && data.event;
    if (event === 'success') {
      setButtons([]);
      setStatus('ok', 'Pembayaran berhasil', 'Terima kasih! Pesanan ' + result.order_id + ' sudah dibayar.');
      finish('success', result);
    } else if (event === 'pending') {
      setButtons([]);
      setStatus('info', 'Menunggu pembayaran', 'Transfer ke Virtual Account BCA ' + vaNumber(result) + ' sebelum batas waktu.');
      finish('pending', result);
    } else if (event === 'error' && result && result.transaction_status === 'deny') {
      lastDeny = result;
      setStatus('error', 'Pembayaran ditolak', 'Transaksi ditolak. Anda bisa mencoba lagi.');
      setButtons([['Coba lagi', 'retry', 'primary'], ['Tutup', 'give-up', 'ghost']]);
    } else if (event === 'error') {
      setButtons([]);
      setStatus('error', 'Pembayaran tidak dapat diproses', errorText(result));
      finish('error', result);
    } else if (event === 'close') {
      finish('close');
    } else {
      failed();
    }
  }

  function failed() {
    setDisabled(false);
    setStatus('error', 'Koneksi gagal', 'Server simulator tidak dapat dihubungi. Coba lagi.');
  }

  function send(action) {
    if (busy) return;
    busy = true;
    setDisabled(true);
    fetch(actionUrl, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ action: action })
    })
      .then(function (res) { return res.json(); })
      .then(function (data) { busy = false; handle(data); }, function () { busy = false; failed(); });
  }

  if (actions) {
    actions.addEventListener('click', function (e) {
      var target = e.target && e.target.closest ? e.target.closest('button[data-action]') : null;
      if (!target || target.disabled) return;
      var action = target.getAttribute('data-action');
      if (action === 'retry') { setStatus(''); mainButtons(); return; }
      if (action === 'give-up') { finish('error', lastDeny); return; }
      send(action);
    });
  }

  var initialError = root.getAttribute('data-error');
  if (initialError && embedded) post('error', JSON.parse(initialError));
})();
`;
