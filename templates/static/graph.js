/* mossish report: the class graph's slider hides the pairs below it, live.
 * It only toggles a class on lines the page already has. */
(function () {
  "use strict";

  function start() {
    var form = document.getElementById("graph-filters");
    var slider = document.getElementById("graph-min");
    if (!form || !slider) return;
    var output = document.getElementById("graph-min-out");
    var count = document.getElementById("graph-count");
    var lines = Array.prototype.slice.call(document.querySelectorAll("#class-graph line"));
    function apply() {
      var minimum = parseInt(slider.value, 10) / 100;
      var shown = 0;
      lines.forEach(function (line) {
        var on = parseFloat(line.getAttribute("data-sim")) + 1e-9 >= minimum;
        line.classList.toggle("off", !on);
        if (on) shown += 1;
      });
      output.textContent = slider.value + "%";
      count.textContent = shown + " pair" + (shown === 1 ? "" : "s") + " drawn";
    }
    slider.addEventListener("input", apply);
    var colour = document.getElementById("graph-colour");
    var circles = Array.prototype.slice.call(document.querySelectorAll("#class-graph circle"));
    if (colour) {
      colour.addEventListener("change", function () {
        var attribute = colour.value === "cluster" ? "data-cluster" : "data-l" + colour.value;
        circles.forEach(function (circle) {
          var hue = circle.getAttribute(attribute);
          circle.setAttribute("class", hue === null || hue === "" ? "alone" : "hue-" + hue + " clustered");
        });
      });
    }
    form.addEventListener("submit", function (event) { event.preventDefault(); });
    form.hidden = false;
    apply();
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
