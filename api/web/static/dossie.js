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

  // 4. CPF, CNPJ (numeric or alphanumeric) and plates checked as they are typed, with
  // the same rules as the server (api/web/forms.py), which checks them again.
  function cpfOk(d) {
    if (!/^\d{11}$/.test(d) || /^(\d)\1{10}$/.test(d)) return false;
    for (var n = 9; n < 11; n++) {
      var sum = 0;
      for (var i = 0; i < n; i++) sum += Number(d[i]) * (n + 1 - i);
      if (((sum * 10) % 11) % 10 !== Number(d[n])) return false;
    }
    return true;
  }
  function cnpjOk(d) {
    if (!/^[0-9A-Z]{12}\d{2}$/.test(d) || /^(\d)\1{13}$/.test(d)) return false;
    var val = function (ch) { return ch.charCodeAt(0) - 48; };
    for (var n = 12; n < 14; n++) {
      var weights = n === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
                             : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
      var sum = 0;
      for (var i = 0; i < n; i++) sum += val(d[i]) * weights[i];
      var r = sum % 11, dv = r < 2 ? 0 : 11 - r;
      if (dv !== Number(d[n])) return false;
    }
    return true;
  }
  var MESSAGES = { cpf: "CPF inválido: confira os 11 dígitos.",
                   cnpj: "CNPJ inválido: confira os 14 caracteres.",
                   cpf_cnpj: "CPF ou CNPJ inválido: confira os dígitos." };
  function problem(kind, raw) {
    raw = raw.trim();
    if (!raw) return "";
    if (kind === "placas") {
      var bad = raw.split(/[\s,;]+/).filter(Boolean).map(function (p) {
        return p.replace(/-/g, "").toUpperCase();
      }).filter(function (p) { return !/^[A-Z]{3}[0-9][A-Z0-9][0-9]{2}$/.test(p); });
      return bad.length ? "Placa inválida: " + bad.join(", ") + ". Use o formato ABC1234 ou ABC1D23." : "";
    }
    var d = raw.replace(/[.\-\/\s]/g, "").toUpperCase();
    if ((kind === "cpf" || kind === "cpf_cnpj") && d.length === 11 && cpfOk(d)) return "";
    if ((kind === "cnpj" || kind === "cpf_cnpj") && d.length === 14 && cnpjOk(d)) return "";
    return MESSAGES[kind];
  }
  function setupValidate(input) {
    var box = input.closest(".br-input");
    var out = box && box.querySelector("[data-validate-error]");
    var show = function (final) {
      var msg = problem(input.getAttribute("data-validate"), input.value);
      // while typing, only complain once the value is long enough to judge
      var typing = !final && input.value.replace(/[^0-9A-Za-z]/g, "").length < 7;
      if (msg && typing) msg = "";
      input.setCustomValidity(msg);
      if (msg) input.setAttribute("aria-invalid", "true"); else input.removeAttribute("aria-invalid");
      if (box) box.classList.toggle("danger", !!msg);
      if (out) {
        out.textContent = msg;
        out.hidden = !msg;
        var ids = (input.getAttribute("aria-describedby") || "").split(" ").filter(Boolean);
        if (msg && ids.indexOf(out.id) < 0) ids.push(out.id);
        if (!msg) ids = ids.filter(function (x) { return x !== out.id; });
        if (ids.length) input.setAttribute("aria-describedby", ids.join(" "));
        else input.removeAttribute("aria-describedby");
      }
      return !msg;
    };
    input.addEventListener("input", function () { show(false); });
    input.addEventListener("blur", function () { show(true); });
    input.dossieCheck = function () { return show(true); };
  }
  function setupFactsForm(form) {
    form.addEventListener("submit", function (ev) {
      var first = null;
      form.querySelectorAll("[data-validate]").forEach(function (el) {
        if (el.dossieCheck && !el.dossieCheck() && !first) first = el;
      });
      if (first) { ev.preventDefault(); first.focus(); }
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
    document.querySelectorAll("input[data-validate]").forEach(setupValidate);
    document.querySelectorAll("form[data-facts-form]").forEach(setupFactsForm);
  });
})();
