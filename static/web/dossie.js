// dossie — small progressive enhancements; every page works without this script.
// 1. Upload with a progress bar (XMLHttpRequest), falling back to the plain form post.
// 2. While a dossier is processed, poll its status and reload when it changes.
(function () {
  "use strict";

  // one final period, never ".." (issue 14): server messages already end with one
  function sentence(msg) {
    msg = String(msg).trim();
    return /[.!?…]$/.test(msg) ? msg : msg + ".";
  }

  // 3. Ask before an irreversible action (form[data-confirm]); the server asks too when
  // the script does not run, so the confirmation is never skipped.
  function setupConfirm(form) {
    form.addEventListener("submit", function (ev) {
      if (!window.confirm(form.getAttribute("data-confirm"))) { ev.preventDefault(); return; }
      var ok = form.querySelector("input[name=confirmado]");
      if (ok) ok.value = "sim";
    });
  }

  function setupUpload(form) {
    var box = form.querySelector("[data-upload-progress]");
    var bar = box && box.querySelector("progress");
    var text = box && box.querySelector("[data-upload-text]");
    var input = form.querySelector("input[type=file]");
    if (!box || !bar || !text || !window.FormData || !window.XMLHttpRequest) return;
    form.addEventListener("submit", function (ev) {
      if (!input.files || input.files.length === 0) return; // let the server explain
      ev.preventDefault();
      var button = form.querySelector("button[type=submit]");
      if (button) button.disabled = true;
      box.hidden = false;
      box.classList.remove("failed");
      bar.value = 0;
      var n = input.files.length;
      text.textContent = "Enviando " + n + (n === 1 ? " arquivo…" : " arquivos…");
      var xhr = new XMLHttpRequest();
      var csrf = form.querySelector("input[name=csrf_token]");
      xhr.open("POST", form.action);
      xhr.setRequestHeader("Accept", "application/json");
      // the token travels in a header (and the form's first field), never in the address
      if (csrf) xhr.setRequestHeader("X-CSRF-Token", csrf.value);
      xhr.upload.addEventListener("progress", function (e) {
        if (!e.lengthComputable) return;
        var pct = Math.round((e.loaded / e.total) * 100);
        bar.value = pct;
        text.textContent = "Enviando… " + pct + "%";
      });
      xhr.upload.addEventListener("load", function () {
        bar.value = 100;
        text.textContent = "Envio concluído; guardando os arquivos…";
      });
      xhr.addEventListener("load", function () {
        var body = {};
        try { body = JSON.parse(xhr.responseText); } catch (e) { body = {}; }
        if (xhr.status >= 200 && xhr.status < 300 && body.redirect) {
          text.textContent = "Arquivos recebidos. Iniciando a conferência…";
          window.location.assign(body.redirect);
          return;
        }
        if (button) button.disabled = false;
        text.textContent = "Falha no envio: " + sentence(body.detail ||
          ("o servidor respondeu com o erro " + xhr.status));
        box.classList.add("failed");
      });
      xhr.addEventListener("error", function () {
        if (button) button.disabled = false;
        text.textContent = "Falha de conexão durante o envio; tente de novo.";
        box.classList.add("failed");
      });
      xhr.send(new FormData(form));
    });
  }

  function setupPolling(el) {
    var url = el.getAttribute("data-poll");
    var text = el.querySelector("[data-poll-text]");
    var bar = el.querySelector("progress");
    var tick = function () {
      fetch(url, { headers: { Accept: "application/json" }, credentials: "same-origin" })
        .then(function (r) { return r.ok ? r.json() : null; })
        .then(function (st) {
          if (!st) return;
          if (st.status !== "processing") { window.location.reload(); return; }
          var p = st.progress || {};
          if (p.total) {
            if (bar) { bar.max = p.total; bar.value = p.done; }
            if (text) text.textContent = "Lendo os documentos: " + p.done + " de " + p.total + ".";
          }
        })
        .catch(function () { /* try again on the next tick */ });
    };
    window.setInterval(tick, 1500);
  }

  document.addEventListener("DOMContentLoaded", function () {
    document.querySelectorAll("form[data-upload]").forEach(setupUpload);
    document.querySelectorAll("[data-poll]").forEach(setupPolling);
    document.querySelectorAll("form[data-confirm]").forEach(setupConfirm);
  });
})();
