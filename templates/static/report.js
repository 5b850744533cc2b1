/* mossish report: sorting and filtering tables, and the pair page's navigation.
 *
 * Everything on the pages can be read without this script.  It never builds
 * markup from text (no innerHTML): it only moves, hides and classes elements
 * the page already has, so nothing a student wrote can become script.
 */
(function () {
  "use strict";

  document.documentElement.classList.add("js");

  function ready(fn) {
    if (document.readyState === "loading") {
      document.addEventListener("DOMContentLoaded", fn);
    } else {
      fn();
    }
  }

  /* --- sortable tables ------------------------------------------------------ */

  function cellValue(row, index, numeric) {
    var cell = row.cells[index];
    if (!cell) return numeric ? 0 : "";
    var raw = cell.hasAttribute("data-v") ? cell.getAttribute("data-v") : cell.textContent;
    return numeric ? parseFloat(raw) || 0 : raw.trim().toLowerCase();
  }

  /* --- rows waiting in a <template> ---------------------------------------- */

  // A long table's later rows come in an inert <template id="TABLE-more">
  // (drawing them all would hold back the first view): they are moved into
  // the table, never rebuilt from text, as they are scrolled to, and all at
  // once before the table is sorted or filtered.
  var BATCH = 100;

  function waiting(table) {
    var more = table.id ? document.getElementById(table.id + "-more") : null;
    return more && more.content ? more.content : null;
  }

  function addRows(table, count) {
    var more = waiting(table);
    if (!more) return;
    var body = table.tBodies[0];
    var batch = document.createDocumentFragment();
    while (more.firstElementChild && count !== 0) {
      batch.appendChild(document.adoptNode(more.firstElementChild));
      count -= 1;
    }
    body.appendChild(batch);
  }

  function allRows(table) {
    addRows(table, -1);
    return Array.prototype.slice.call(table.tBodies[0].rows);
  }

  function rowCount(table) {
    var more = waiting(table);
    return table.tBodies[0].rows.length + (more ? more.querySelectorAll("tr").length : 0);
  }

  function addRowsOnScroll(table) {
    if (!waiting(table) || !("IntersectionObserver" in window)) {
      addRows(table, -1);
      return;
    }
    var watcher = new IntersectionObserver(function (entries) {
      if (!entries.some(function (entry) { return entry.isIntersecting; })) return;
      watcher.disconnect();
      addRows(table, BATCH);
      if (waiting(table).firstElementChild) watch();
    }, { root: table.closest(".table-scroll"), rootMargin: "600px" });
    function watch() {
      var rows = table.tBodies[0].rows;
      if (rows.length) watcher.observe(rows[rows.length - 1]);
    }
    watch();
  }

  function makeSortable(table) {
    var headers = table.tHead ? table.tHead.rows[0].cells : [];
    Array.prototype.forEach.call(headers, function (th, index) {
      var type = th.getAttribute("data-type");
      if (!type) return;
      var button = document.createElement("button");
      button.type = "button";
      while (th.firstChild) button.appendChild(th.firstChild);
      th.appendChild(button);
      button.addEventListener("click", function () {
        var current = th.getAttribute("aria-sort");
        var descending = current ? current === "ascending" : th.hasAttribute("data-desc");
        Array.prototype.forEach.call(headers, function (other) {
          other.removeAttribute("aria-sort");
        });
        th.setAttribute("aria-sort", descending ? "descending" : "ascending");
        var numeric = type === "num";
        var body = table.tBodies[0];
        var rows = allRows(table);
        rows.sort(function (x, y) {
          var a = cellValue(x, index, numeric);
          var b = cellValue(y, index, numeric);
          var order = numeric ? a - b : a < b ? -1 : a > b ? 1 : 0;
          if (order === 0) order = cellValue(x, 0, true) - cellValue(y, 0, true);
          return descending ? -order : order;
        });
        rows.forEach(function (row) {
          body.appendChild(row);
        });
      });
    });
  }

  /* --- overview: filter the pairs by similarity and name -------------------- */

  function setUpFilters() {
    var form = document.getElementById("filters");
    var table = document.getElementById("pair-table");
    if (!form || !table) return;
    form.hidden = false;
    var slider = document.getElementById("min-sim");
    var output = document.getElementById("min-sim-out");
    var names = document.getElementById("name-filter");
    var count = document.getElementById("pair-count");
    var line = document.getElementById("filter-line");
    var total = rowCount(table);

    function apply() {
      var minimum = parseInt(slider.value, 10) / 100;
      var query = names.value.trim().toLowerCase();
      // Nothing to hide: the rows still waiting stay where they are.
      var rows = minimum > 0 || query ? allRows(table) : Array.prototype.slice.call(table.tBodies[0].rows);
      var shown = total - rows.length;
      rows.forEach(function (row) {
        var similarity = parseFloat(row.getAttribute("data-sim"));
        var named = !query || row.getAttribute("data-names").toLowerCase().indexOf(query) >= 0;
        var visible = similarity + 1e-9 >= minimum && named;
        row.hidden = !visible;
        if (visible) shown += 1;
      });
      output.textContent = slider.value + "%";
      count.textContent = shown === total ? total + " pairs" : shown + " of " + total + " pairs";
      if (line) {
        var left = parseFloat(line.getAttribute("data-left"));
        var right = parseFloat(line.getAttribute("data-right"));
        var x = String(left + minimum * (right - left));
        line.setAttribute("x1", x);
        line.setAttribute("x2", x);
        line.classList.toggle("on", minimum > 0);
      }
    }

    slider.addEventListener("input", apply);
    names.addEventListener("input", apply);
    form.addEventListener("submit", function (event) {
      event.preventDefault();
    });
    document.getElementById("only-suspicious").addEventListener("click", function () {
      slider.value = slider.getAttribute("data-threshold");
      apply();
    });
    document.getElementById("show-all").addEventListener("click", function () {
      slider.value = "0";
      names.value = "";
      apply();
    });
    apply();
  }

  /* --- pair page: fragments on both sides ----------------------------------- */

  function setUpPair() {
    var panes = {
      a: document.getElementById("pane-a"),
      b: document.getElementById("pane-b"),
    };
    if (!panes.a || !panes.b) return;
    var links = Array.prototype.slice.call(document.querySelectorAll(".frag-link"));
    var active = null;
    // Where a fragment's first line lands: below the sticky file header, with
    // some lines of context above it.
    function offset(pane) {
      return Math.max(72, Math.round(pane.clientHeight * 0.18));
    }

    function anchor(side, number) {
      return document.getElementById(side + "-f" + number);
    }

    function openFile(element) {
      var file = element.closest("details");
      if (file && !file.open) file.open = true;
    }

    function offsetIn(pane, element) {
      return element.getBoundingClientRect().top - pane.getBoundingClientRect().top + pane.scrollTop;
    }

    function mark(number) {
      Array.prototype.forEach.call(document.querySelectorAll(".pane .active, .frag-link.active, .minimap .active"), function (el) {
        el.classList.remove("active");
      });
      if (number === null) return;
      Array.prototype.forEach.call(document.querySelectorAll('.pane [data-f="' + number + '"], .minimap [data-f="' + number + '"]'), function (el) {
        el.classList.add("active");
      });
      links.forEach(function (link) {
        if (link.getAttribute("data-f") === String(number)) {
          link.classList.add("active");
          link.scrollIntoView({ block: "nearest" });
        }
      });
    }

    function flash(side, number) {
      var target = anchor(side, number);
      var line = target && target.closest(".line");
      if (!line) return;
      line.classList.remove("flash");
      void line.offsetWidth; // restart the animation
      line.classList.add("flash");
    }

    // Show fragment `number` on both sides; `keep` is a side to leave where it is
    // (the one clicked): the other is scrolled so the fragment lines up with it.
    function show(number, keep) {
      var a = anchor("a", number);
      var b = anchor("b", number);
      if (!a || !b) return;
      openFile(a);
      openFile(b);
      if (keep) {
        var still = keep === "a" ? a : b;
        var other = keep === "a" ? "b" : "a";
        var stillPane = panes[keep];
        var shownAt = offsetIn(stillPane, still) - stillPane.scrollTop;
        panes[other].scrollTop = offsetIn(panes[other], other === "a" ? a : b) - Math.max(shownAt, offset(panes[other]));
        flash(other, number);
      } else {
        ["a", "b"].forEach(function (side) {
          panes[side].scrollTop = offsetIn(panes[side], side === "a" ? a : b) - offset(panes[side]);
          flash(side, number);
        });
      }
      active = number;
      mark(number);
      drawViews();
    }

    links.forEach(function (link) {
      link.addEventListener("click", function (event) {
        event.preventDefault();
        var number = parseInt(link.getAttribute("data-f"), 10);
        show(number);
        if (history.replaceState) history.replaceState(null, "", "#a-f" + number);
      });
    });

    ["a", "b"].forEach(function (side) {
      panes[side].addEventListener("click", function (event) {
        var hit = event.target.closest("[data-f]");
        if (!hit || (window.getSelection && String(window.getSelection()).length)) return;
        show(parseInt(hit.getAttribute("data-f"), 10), side);
      });
    });

    document.addEventListener("keydown", function (event) {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      var tag = event.target && event.target.tagName;
      if (tag === "INPUT" || tag === "TEXTAREA") return;
      if (!links.length) return;
      var step = event.key === "n" || event.key === "j" ? 1 : event.key === "p" || event.key === "k" ? -1 : 0;
      if (!step) return;
      var next = active === null ? (step > 0 ? 1 : links.length) : active + step;
      if (next < 1 || next > links.length) return;
      event.preventDefault();
      show(next);
    });

    // Minimaps: where each fragment lies in the whole of its side, and what is in view.
    var maps = { a: document.getElementById("map-a"), b: document.getElementById("map-b") };
    var views = {};

    function drawMap(side) {
      var map = maps[side];
      var pane = panes[side];
      if (!map) return;
      while (map.firstChild) map.removeChild(map.firstChild);
      var total = pane.scrollHeight || 1;
      var extents = {};
      Array.prototype.forEach.call(pane.querySelectorAll("[data-f]"), function (el) {
        if (!el.getClientRects().length) return; // in a closed file
        var number = el.getAttribute("data-f");
        var top = offsetIn(pane, el);
        var bottom = top + el.getBoundingClientRect().height;
        var seen = extents[number];
        if (!seen) {
          extents[number] = { top: top, bottom: bottom, hue: el.className.match(/hue-\d+/) };
        } else {
          seen.top = Math.min(seen.top, top);
          seen.bottom = Math.max(seen.bottom, bottom);
        }
      });
      Object.keys(extents).forEach(function (number) {
        var extent = extents[number];
        var tick = document.createElement("div");
        tick.className = "mark " + (extent.hue ? extent.hue[0] : "");
        if (String(active) === number) tick.classList.add("active");
        tick.setAttribute("data-f", number);
        tick.title = "Fragment " + number;
        tick.style.top = (100 * extent.top / total) + "%";
        tick.style.height = (100 * (extent.bottom - extent.top) / total) + "%";
        tick.addEventListener("click", function () {
          show(parseInt(number, 10));
        });
        map.appendChild(tick);
      });
      var view = document.createElement("div");
      view.className = "view";
      map.appendChild(view);
      views[side] = view;
      drawView(side);
    }

    function drawView(side) {
      var view = views[side];
      var pane = panes[side];
      if (!view) return;
      var total = pane.scrollHeight || 1;
      view.style.top = (100 * pane.scrollTop / total) + "%";
      view.style.height = Math.min(100, 100 * pane.clientHeight / total) + "%";
    }

    function drawViews() {
      drawView("a");
      drawView("b");
    }

    function drawMaps() {
      drawMap("a");
      drawMap("b");
    }

    ["a", "b"].forEach(function (side) {
      panes[side].addEventListener("scroll", function () {
        drawView(side);
      }, { passive: true });
      Array.prototype.forEach.call(panes[side].querySelectorAll("details"), function (file) {
        file.addEventListener("toggle", function () {
          drawMap(side);
        });
      });
    });
    var resizing = null;
    window.addEventListener("resize", function () {
      clearTimeout(resizing);
      resizing = setTimeout(drawMaps, 150);
    });
    drawMaps();

    var wanted = /^#([ab])-f(\d+)$/.exec(location.hash);
    if (wanted) show(parseInt(wanted[2], 10));
  }

  // The pair viewer (compare.js) builds its page first, then sets it up here.
  window.mossishReport = { setUpPair: setUpPair };

  ready(function () {
    Array.prototype.forEach.call(document.querySelectorAll("table.sortable"), makeSortable);
    Array.prototype.forEach.call(document.querySelectorAll("table.pairs"), addRowsOnScroll);
    setUpFilters();
    setUpPair();
  });
})();
