/* mossish report: the pair viewer, compare.html#R shows the pair ranked R.
 *
 * The pair's data (pairs/chunk-C.js) and its two submissions' code
 * (submissions/N.js) are small
 * scripts, loaded as script elements: those work from disk, a request for data does not.
 * Everything a student wrote is inserted as text (textContent, text nodes),
 * never as markup.  Once built, the page is driven by report.js like a pair page.
 */
(function () {
  "use strict";

  var HUES = 12;
  var loaded = {};
  var waiting = {};

  window.mossishData = function (value) {
    var key = value.kind + "/" + value.number;
    loaded[key] = value;
    (waiting[key] || []).forEach(function (fn) { fn(value); });
    delete waiting[key];
  };

  function load(root, kind, number, done, failed) {
    var key = kind + "/" + number;
    if (loaded[key]) return done(loaded[key]);
    (waiting[key] = waiting[key] || []).push(done);
    var script = document.createElement("script");
    script.src = root + (kind === "pairs" ? "pairs/chunk-" : "submissions/") + number + ".js";
    script.onerror = failed;
    document.head.appendChild(script);
  }

  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }

  function pct(value) {
    return Math.round(value * 100) + "%";
  }

  function count(value) {
    return Number(value).toLocaleString("en");
  }

  function range(span) {
    return span[1] === span[3] ? String(span[1]) : span[1] + "\u2013" + span[3];
  }

  function missing(text) {
    document.getElementById("v-missing").textContent = text;
  }

  // The column ranges of `regions` on line `n` of a file, fragments first.
  function cover(regions, n, length) {
    var found = [];
    regions.forEach(function (r) {
      var s = r.span;
      if (n < s[1] || n > s[3]) return;
      var start = n === s[1] ? s[2] : 0;
      var end = n === s[3] ? Math.min(s[4], length) : length;
      if (end > start || (length === 0 && r.kind === "frag")) found.push({ start: start, end: end, region: r });
    });
    return found;
  }

  function lineRegion(regions, n, text) {
    // The line as a whole belongs to a region that covers all its non-blank text.
    var first = text.search(/\S/);
    if (first < 0) first = 0;
    var last = text.replace(/\s+$/, "").length;
    for (var i = 0; i < regions.length; i++) {
      var s = regions[i].span;
      var starts = n > s[1] || (n === s[1] && s[2] <= first);
      var ends = n < s[3] || (n === s[3] && s[4] >= last);
      if (starts && ends) return regions[i];
    }
    return null;
  }

  function css(region) {
    return region.kind === "frag" ? "frag hue-" + region.hue : region.kind;
  }

  function renderFile(side, file, index, regions, several) {
    var details = el("details", "file");
    details.id = side + "-file-" + (index + 1);
    var fragments = regions.filter(function (r) { return r.kind === "frag"; });
    if (fragments.length || !several) details.open = true;
    var summary = el("summary", "file-head");
    summary.appendChild(el("span", "path", file.path));
    summary.appendChild(el("span", "meta", file.language + ", " + count(file.lines) + " lines, " +
      (fragments.length ? fragments.length + " fragment" + (fragments.length === 1 ? "" : "s") : "no fragment")));
    details.appendChild(summary);
    if (file.text === null || file.text === undefined) {
      details.appendChild(el("p", "empty", "The text of this file is not in the result."));
      return details;
    }
    var src = el("div", "src");
    var starts = {};
    fragments.forEach(function (r) {
      (starts[r.span[1]] = starts[r.span[1]] || []).push(r.number);
    });
    var texts = file.text.split("\n");
    if (texts.length > 1 && texts[texts.length - 1] === "") texts.pop(); // the file's last newline
    texts.forEach(function (text, i) {
      var n = i + 1;
      var line = el("div", "line");
      var whole = lineRegion(regions, n, text);
      if (whole) {
        line.className += " " + css(whole);
        if (whole.number) line.setAttribute("data-f", whole.number);
      }
      line.appendChild(el("span", "num", n));
      var code = el("code");
      (starts[n] || []).forEach(function (number) {
        var anchor = el("span", "anchor");
        anchor.id = side + "-f" + number;
        code.appendChild(anchor);
      });
      var parts = cover(regions, n, text.length);
      var cuts = [0, text.length];
      parts.forEach(function (p) { cuts.push(p.start, p.end); });
      cuts = cuts.filter(function (c, j) { return cuts.indexOf(c) === j; }).sort(function (x, y) { return x - y; });
      for (var j = 0; j + 1 < cuts.length; j++) {
        var from = cuts[j], to = cuts[j + 1];
        var piece = text.slice(from, to);
        var over = null;
        for (var k = 0; k < parts.length; k++) {
          if (parts[k].start <= from && parts[k].end >= to) { over = parts[k].region; break; }
        }
        if (over && over !== whole) {
          var mark = el("mark", css(over), piece);
          if (over.number) mark.setAttribute("data-f", over.number);
          code.appendChild(mark);
        } else {
          code.appendChild(document.createTextNode(piece));
        }
      }
      line.appendChild(code);
      src.appendChild(line);
    });
    details.appendChild(src);
    return details;
  }

  function renderSide(root, key, pair, sub, order) {
    var pane = document.getElementById("v-pane-" + key);
    var regions = {};
    function add(span, kind, number) {
      (regions[span[0]] = regions[span[0]] || []).push({
        span: span, kind: kind, number: number, hue: number ? (number - 1) % HUES : null,
      });
    }
    pair.fragments.forEach(function (f, i) { add(key === "a" ? f[1] : f[2], "frag", i + 1); });
    sub.base.forEach(function (s) { add(s, "base", null); });
    sub.common.forEach(function (s) { add(s, "common", null); });
    var several = sub.files.length > 1;
    order.forEach(function (index) {
      pane.appendChild(renderFile(key, sub.files[index], index, regions[index] || [], several));
    });
    if (!sub.files.length) pane.appendChild(el("p", "empty", "No source file."));
    pane.id = "pane-" + key;
    var name = document.getElementById("v-name-" + key);
    name.textContent = sub.name;
    name.title = sub.name;
    name.href = root + "submissions/" + sub.number + ".html";
  }

  // The decision form is driven by decide.js (inlined on every page), once it has the pair's key.
  function setUpDecision(pair) {
    var form = document.getElementById("v-decision");
    form.setAttribute("data-key", pair.key);
    form.setAttribute("data-a", pair.a);
    form.setAttribute("data-b", pair.b);
    if (pair.decided) {
      form.setAttribute("data-decided", pair.decided.decision);
      form.setAttribute("data-note", pair.decided.note);
    }
    if (window.mossishDecide) window.mossishDecide.setUpForm(form);
  }

  // "3 days", "5 hours", "12 minutes": how far apart two submission times are.
  function span(ms) {
    var minutes = Math.round(ms / 60000);
    var units = [[1440, "day"], [60, "hour"], [1, "minute"]];
    for (var i = 0; i < units.length; i++) {
      var n = Math.floor(minutes / units[i][0]);
      if (n >= 1 || i === units.length - 1) return n + " " + units[i][1] + (n === 1 ? "" : "s");
    }
  }

  function showLabels(a, b) {
    var parts = [];
    [["A", a], ["B", b]].forEach(function (side) {
      var labels = side[1].labels || {};
      var text = Object.keys(labels).sort().map(function (k) { return k + ": " + labels[k]; }).join(", ");
      if (side[1].submitted) text += (text ? ", " : "") + "submitted " + side[1].submitted;
      if (side[1].late) text += (text ? ", " : "") + (side[1].late_text === "late" || !side[1].late_text ? "marked late" : side[1].late_text);
      if (text) parts.push(side[0] + " (" + text + ")");
    });
    if (a.submitted && b.submitted) {
      var gap = Date.parse(b.submitted) - Date.parse(a.submitted);
      if (!isNaN(gap)) {
        parts.push(gap === 0 ? "A and B submitted at the same time" :
          gap > 0 ? "B submitted " + span(gap) + " after A" : "A submitted " + span(-gap) + " after B");
      }
    }
    if (!parts.length) return;
    var line = document.getElementById("v-labels");
    line.textContent = parts.join(". ") + ".";
    line.hidden = false;
  }

  function renderPair(root, pair, total, subs) {
    document.title = pair.a + " and " + pair.b + " \u00b7 mossish report";
    document.getElementById("v-rank").textContent = pair.rank;
    document.getElementById("v-total").textContent = count(total);
    var sim = document.getElementById("v-sim");
    sim.textContent = pct(pair.similarity);
    sim.className = "bigsim " + (pair.suspicious ? "hot" : "cool");
    [["a", pair.sa], ["b", pair.sb]].forEach(function (side) {
      var link = document.getElementById("v-" + side[0]);
      link.textContent = side[0] === "a" ? pair.a : pair.b;
      link.href = root + "submissions/" + side[1] + ".html";
    });
    var n = pair.fragments.length;
    document.getElementById("v-facts").textContent =
      n + " fragment" + (n === 1 ? "" : "s") + ", " + count(pair.tokens) + " tokens in common, longest " +
      count(pair.longest) + " tokens. " + pct(pair.share_a) + " of A (" + pair.lines_a + " lines) and " +
      pct(pair.share_b) + " of B (" + pair.lines_b + " lines) match. Jaccard similarity of their fingerprint sets: " +
      pct(pair.jaccard) + ". Rare strings both hold: " + pct(pair.strings) + ".";
    document.getElementById("v-share-a").textContent = pct(pair.share_a) + " matches, " + pair.lines_a + " lines";
    document.getElementById("v-share-b").textContent = pct(pair.share_b) + " matches, " + pair.lines_b + " lines";
    var prev = document.getElementById("prev-pair");
    var next = document.getElementById("next-pair");
    if (pair.rank > 1) { prev.href = "#" + (pair.rank - 1); prev.hidden = false; }
    if (pair.rank < total) { next.href = "#" + (pair.rank + 1); next.hidden = false; }
    var list = document.getElementById("fragments");
    var severalA = subs.a.files.length > 1, severalB = subs.b.files.length > 1;
    pair.fragments.forEach(function (f, i) {
      var number = i + 1;
      var a = f[1], b = f[2];
      var fileA = subs.a.files[a[0]], fileB = subs.b.files[b[0]];
      var item = el("li");
      var link = el("a", "frag-link hue-" + ((number - 1) % HUES));
      link.href = "#a-f" + number;
      link.setAttribute("data-f", number);
      link.title = "Fragment " + number + ", " + count(f[0]) + " tokens: A " + (fileA ? fileA.path : "") + " " +
        range(a) + ", B " + (fileB ? fileB.path : "") + " " + range(b);
      link.appendChild(el("span", "swatch", number));
      var where = el("span", "where");
      [["side-a", a, fileA, severalA], ["side-b", b, fileB, severalB]].forEach(function (s) {
        var side = el("span", s[0]);
        side.appendChild(el("span", "range", range(s[1])));
        if (s[3] && s[2]) {
          side.appendChild(document.createTextNode(" "));
          side.appendChild(el("span", "fname", s[2].path));
        }
        where.appendChild(side);
        where.appendChild(document.createTextNode(" "));
      });
      link.appendChild(where);
      link.appendChild(el("span", "tokens", count(f[0])));
      item.appendChild(link);
      list.appendChild(item);
    });
    renderSide(root, "a", pair, subs.a, pair.order_a);
    renderSide(root, "b", pair, subs.b, pair.order_b);
    showLabels(subs.a, subs.b);
    setUpDecision(pair);
    document.getElementById("v-missing").hidden = true;
    document.getElementById("v-compare").hidden = false;
    if (window.mossishReport) window.mossishReport.setUpPair();
  }

  // A submission's texts come gzipped in base64 (see viewer.py): unpack them
  // into its files, once.
  function unpacked(done, failed) {
    return function (sub) {
      if (!sub.texts) return done(sub);
      var bytes = Uint8Array.from(atob(sub.texts), function (c) { return c.charCodeAt(0); });
      var stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
      new Response(stream).text().then(function (json) {
        JSON.parse(json).forEach(function (text, i) { sub.files[i].text = text; });
        delete sub.texts;
        done(sub);
      }, failed);
    };
  }

  function start() {
    var viewer = document.getElementById("viewer");
    if (!viewer) return;
    var root = viewer.getAttribute("data-root") || "";
    var rank = parseInt(location.hash.slice(1), 10);
    var per = parseInt(viewer.getAttribute("data-chunk"), 10) || 100; // pairs per data file
    if (!(rank >= 1)) return missing("No pair chosen: open a pair from the overview.");
    var chunk = Math.floor((rank - 1) / per) + 1;
    var failed = function () { missing("Pair " + rank + " is not in this report."); };
    load(root, "pairs", chunk, function (data) {
      var pair = data.pairs[rank - 1 - (chunk - 1) * per];
      if (!pair) return failed();
      var subs = {};
      var got = function (key) {
        return function (sub) {
          subs[key] = sub;
          if (subs.a && subs.b) renderPair(root, pair, data.total, subs);
        };
      };
      load(root, "subs", pair.sa, unpacked(got("a"), failed), failed);
      load(root, "subs", pair.sb, unpacked(got("b"), failed), failed);
    }, failed);
  }

  // Another pair of the same report: a fresh page is the simplest clean state.
  window.addEventListener("hashchange", function () {
    if (/^#\d+$/.test(location.hash)) location.reload();
  });

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
