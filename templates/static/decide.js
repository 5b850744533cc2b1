/* mossish report: decisions on pairs, on every page that shows a pair.
 *
 * A decision (confirmed, dismissed, to discuss, with a note) is kept in this
 * browser under the pair's content key, the same on every page, and exported
 * as a file that `mossish check --decisions FILE` reads back.  A decision read
 * back that way comes with the page (data-decided) and counts until this
 * browser changes it.  Every page loads it (load-decide.js, inlined and
 * allowed by its hash); names and notes are only ever inserted as text.
 */
(function () {
  "use strict";

  var STORE = "mossish-decisions";

  function stored() {
    try {
      var value = JSON.parse(window.localStorage.getItem(STORE) || "{}");
      return value && typeof value === "object" ? value : {};
    } catch (e) {
      return {};
    }
  }

  function keep(all) {
    try {
      window.localStorage.setItem(STORE, JSON.stringify(all));
      return true;
    } catch (e) {
      return false;
    }
  }

  // What holds on the pair of `node` (a control with data-key): this browser's
  // decision, else the one read back with --decisions.  An entry with no
  // decision is one this browser cleared.
  function current(node, all) {
    var mine = all[node.getAttribute("data-key")];
    if (mine) return { decision: mine.decision || "", note: mine.note || "" };
    return { decision: node.getAttribute("data-decided") || "", note: node.getAttribute("data-note") || "" };
  }

  // Every control of the page, those in rows still waiting in a <template> too.
  function controls(selector) {
    var found = Array.prototype.slice.call(document.querySelectorAll(selector));
    Array.prototype.forEach.call(document.querySelectorAll("template"), function (t) {
      found = found.concat(Array.prototype.slice.call(t.content.querySelectorAll(selector)));
    });
    return found;
  }

  function show(select, decision) {
    select.value = decision;
    select.className = "decide" + (decision ? " is-" + decision : "");
    var cell = select.parentNode;
    if (cell && cell.hasAttribute("data-v")) cell.setAttribute("data-v", decision);
  }

  function showAll(all) {
    controls("select.decide[data-key]").forEach(function (select) {
      show(select, current(select, all).decision);
    });
    var made = Object.keys(all).filter(function (k) { return all[k].decision; }).length;
    controls(".decided-count").forEach(function (node) {
      node.textContent = made ? made + " decision" + (made === 1 ? "" : "s") + " kept in this browser" : "";
    });
  }

  function save(node, decision, note) {
    var all = stored();
    all[node.getAttribute("data-key")] = {
      decision: decision, note: note, a: node.getAttribute("data-a") || "", b: node.getAttribute("data-b") || "",
    };
    var kept = keep(all);
    showAll(all);
    return kept;
  }

  function exportAll(state) {
    var all = stored();
    var decisions = Object.keys(all).sort().filter(function (key) { return all[key].decision; }).map(function (key) {
      var d = all[key];
      return { key: key, decision: d.decision, note: d.note || "", a: d.a || "", b: d.b || "" };
    });
    var text = JSON.stringify({ format: "mossish-decisions", version: 1, decisions: decisions }, null, 1);
    var link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([text + "\n"], { type: "application/json" }));
    link.download = "mossish-decisions.json";
    document.body.appendChild(link);
    link.click();
    link.remove();
    if (state) state.textContent = decisions.length + " decision" + (decisions.length === 1 ? "" : "s") + " exported";
  }

  // A decision read back with --decisions goes into this browser, so that an
  // export holds it with the new ones.  True when `all` changed.
  function adopt(node, all) {
    var key = node.getAttribute("data-key");
    var decided = node.getAttribute("data-decided");
    if (!decided || all[key]) return false;
    all[key] = {
      decision: decided, note: node.getAttribute("data-note") || "",
      a: node.getAttribute("data-a") || "", b: node.getAttribute("data-b") || "",
    };
    return true;
  }

  // A pair page's or the viewer's form: radio buttons, a note, an export button.
  function setUpForm(form) {
    if (!form || form.getAttribute("data-ready")) return;
    form.setAttribute("data-ready", "1");
    var note = form.querySelector("input[type=text]");
    var state = form.querySelector(".decision-state");
    var all = stored();
    if (adopt(form, all)) keep(all);
    var mine = current(form, all);
    Array.prototype.forEach.call(form.elements.decision, function (radio) {
      radio.checked = radio.value === mine.decision;
    });
    note.value = mine.note;
    function changed() {
      var chosen = form.querySelector("input[name=decision]:checked");
      var decision = chosen ? chosen.value : "";
      var kept = save(form, decision, note.value);
      state.textContent = kept ? (decision ? "saved in this browser" : "") : "this browser keeps nothing: export now";
    }
    form.addEventListener("change", changed);
    note.addEventListener("input", changed);
    form.addEventListener("submit", function (event) { event.preventDefault(); });
    form.hidden = false;
  }

  function setUp() {
    var all = stored();
    var added = false;
    controls("[data-key][data-decided]").forEach(function (node) {
      added = adopt(node, all) || added;
    });
    if (added) keep(all);
    Array.prototype.forEach.call(document.querySelectorAll("form.decision[data-key]"), setUpForm);
    showAll(all);
    document.addEventListener("change", function (event) {
      var select = event.target;
      if (!select.matches || !select.matches("select.decide[data-key]")) return;
      var mine = current(select, stored());
      save(select, select.value, mine.note);
    });
    document.addEventListener("click", function (event) {
      var button = event.target.closest ? event.target.closest(".export-decisions") : null;
      if (!button) return;
      var form = button.closest("form");
      exportAll(form ? form.querySelector(".decision-state") : button.nextElementSibling);
    });
    Array.prototype.forEach.call(document.querySelectorAll(".decisions-bar"), function (bar) {
      bar.hidden = false;
    });
  }

  // The viewer (compare.js) fills its form's data-key when its pair is loaded.
  window.mossishDecide = { setUpForm: setUpForm };

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", setUp);
  else setUp();
})();
