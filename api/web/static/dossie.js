// dossie — small progressive enhancements; every page works without this script.
// 1. Upload with a progress bar (XMLHttpRequest), falling back to the plain form post.
// 2. While a dossier is processed, poll its status and reload when it changes.
// 3. Confirmation before irreversible actions; 4. CPF/CNPJ/plates checked as typed.
// 5. The file input shown as the gov.br Design System's upload component (br-upload).
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

  // 5. The Design System's upload (br-upload) over the plain file input (issue 14, look
  // and feel): a button that opens the file chooser, a drop area, and the chosen files
  // listed with their sizes, each removable before sending. The input stays the form's
  // field, so the form posts the same way; without this script the input is shown as is.
  function humanSize(n) {
    if (n < 1024) return n + " B";
    if (n < 1024 * 1024) return Math.round(n / 1024) + " KB";
    return (n / 1024 / 1024).toFixed(1).replace(".", ",") + " MB";
  }
  function setupBrUpload(box) {
    var input = box.querySelector("input[type=file]");
    var form = box.closest("form");
    if (!input || !form || typeof window.DataTransfer !== "function") return;
    var hint = box.querySelector(".hint");
    var button = document.createElement("button");
    button.type = "button";
    button.className = "upload-button";
    button.id = input.id + "-botao";
    var icon = document.createElement("span");
    icon.className = "upload-icon";
    icon.setAttribute("aria-hidden", "true");
    var words = document.createElement("span");
    words.textContent = input.multiple ? "Selecione os arquivos ou arraste-os para cá"
                                       : "Selecione o arquivo ou arraste-o para cá";
    button.appendChild(icon);
    button.appendChild(words);
    var status = document.createElement("p");
    status.className = "upload-status";
    status.id = input.id + "-situacao";
    status.setAttribute("role", "status");
    status.setAttribute("aria-live", "polite");
    var list = document.createElement("ul");
    list.className = "upload-list";
    list.setAttribute("aria-label", "Arquivos escolhidos");
    button.setAttribute("aria-describedby", (hint && hint.id ? hint.id + " " : "") + status.id);
    input.insertAdjacentElement("afterend", button);
    button.insertAdjacentElement("afterend", status);
    status.insertAdjacentElement("afterend", list);
    box.classList.add("br-upload");
    input.classList.add("upload-input");
    input.tabIndex = -1; // the button takes the focus; the hidden input keeps the files
    // a hidden required input cannot show the browser's message: this script says it
    input.required = false;

    function render() {
      var files = Array.prototype.slice.call(input.files || []);
      list.textContent = "";
      files.forEach(function (f, i) {
        var li = document.createElement("li");
        li.className = "br-item";
        var name = document.createElement("span");
        name.className = "content";
        name.textContent = f.name;
        var size = document.createElement("span");
        size.className = "size";
        size.textContent = humanSize(f.size);
        var del = document.createElement("button");
        del.type = "button";
        del.className = "br-button secondary small";
        del.textContent = "Remover";
        del.setAttribute("aria-label", "Remover " + f.name + " da lista de envio");
        del.addEventListener("click", function () { remove(i); });
        li.appendChild(name);
        li.appendChild(size);
        li.appendChild(del);
        list.appendChild(li);
      });
      var total = files.reduce(function (a, f) { return a + f.size; }, 0);
      status.textContent = files.length === 0 ? "Nenhum arquivo escolhido."
        : (files.length === 1 ? "1 arquivo escolhido (" : files.length + " arquivos escolhidos (")
          + humanSize(total) + ").";
      box.classList.toggle("has-files", files.length > 0);
      box.classList.remove("danger");
    }
    function remove(i) {
      var dt = new window.DataTransfer();
      Array.prototype.forEach.call(input.files, function (f, j) { if (j !== i) dt.items.add(f); });
      input.files = dt.files;
      render();
      button.focus();
    }
    button.addEventListener("click", function () { input.click(); });
    input.addEventListener("change", render);
    ["dragenter", "dragover"].forEach(function (type) {
      box.addEventListener(type, function (ev) {
        ev.preventDefault();
        box.classList.add("dragging");
      });
    });
    ["dragleave", "drop"].forEach(function (type) {
      box.addEventListener(type, function () { box.classList.remove("dragging"); });
    });
    box.addEventListener("drop", function (ev) {
      ev.preventDefault();
      var dropped = ev.dataTransfer && ev.dataTransfer.files;
      if (!dropped || !dropped.length) return;
      var dt = new window.DataTransfer();
      var all = Array.prototype.slice.call(input.multiple ? input.files : []).concat(
        Array.prototype.slice.call(dropped, 0, input.multiple ? dropped.length : 1));
      all.forEach(function (f) { dt.items.add(f); });
      input.files = dt.files;
      render();
    });
    form.addEventListener("submit", function (ev) {
      if (input.files && input.files.length) return;
      ev.preventDefault();
      ev.stopImmediatePropagation();
      status.textContent = "Escolha ao menos um arquivo para enviar.";
      box.classList.add("danger");
      button.focus();
    });
    render();
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
        var upload = form.querySelector(".br-upload");
        if (upload) upload.classList.add("danger");
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
    // before setupUpload: its empty-selection check must run first on submit
    document.querySelectorAll("[data-br-upload]").forEach(setupBrUpload);
    document.querySelectorAll("form[data-upload]").forEach(setupUpload);
    document.querySelectorAll("[data-poll]").forEach(setupPolling);
    document.querySelectorAll("form[data-confirm]").forEach(setupConfirm);
    document.querySelectorAll("input[data-validate]").forEach(setupValidate);
    document.querySelectorAll("form[data-facts-form]").forEach(setupFactsForm);
  });
})();
