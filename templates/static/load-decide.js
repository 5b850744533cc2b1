(function () { var s = document.createElement("script"); s.src = (document.body.getAttribute("data-root") || "") + "assets/decide.js"; document.head.appendChild(s); })();
