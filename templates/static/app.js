// The pages' one script besides the autocomplete: installs the service
// worker (offline use), offers to keep every page for offline use, and
// gives each ruling a button that copies its text with its permalink.
// Everything here is an addition: the pages work without it.
(function () {
  "use strict";

  // Offline: the worker lives at the root so that it controls every page.
  var sw = document.querySelector("link[rel=serviceworker]");
  if (sw && "serviceWorker" in navigator) {
    navigator.serviceWorker.register(sw.getAttribute("href"), { scope: "/" }).catch(function () {});
  }
  var keep = document.getElementById("keep-offline");
  if (keep && "serviceWorker" in navigator && window.caches) {
    var status = document.getElementById("keep-status");
    keep.hidden = false;
    keep.addEventListener("click", function () {
      keep.disabled = true;
      navigator.serviceWorker.ready.then(function (reg) {
        navigator.serviceWorker.addEventListener("message", function (e) {
          if (!e.data || !status) { return; }
          if (e.data.type === "keep-progress") {
            status.textContent = e.data.done + " / " + e.data.total;
            if (e.data.done >= e.data.total) { status.textContent += " ✓"; keep.disabled = false; }
          } else if (e.data.type === "keep-failed") {
            status.textContent = "✗";
            keep.disabled = false;
          }
        });
        reg.active.postMessage({ type: "keep-all" });
      });
    });
  }

  // Copy a ruling: its text, then its permalink, as a judge pastes it in
  // a message or a report.
  function copyText(text) {
    if (navigator.clipboard && window.isSecureContext) {
      return navigator.clipboard.writeText(text).catch(function () { return copyBySelection(text); });
    }
    // Plain http on a local network has no clipboard API.
    return copyBySelection(text);
  }
  function copyBySelection(text) {
    return new Promise(function (resolve, reject) {
      var ta = document.createElement("textarea");
      ta.value = text;
      ta.setAttribute("readonly", "");
      ta.style.position = "fixed";
      ta.style.opacity = "0";
      document.body.appendChild(ta);
      ta.select();
      var ok = false;
      try { ok = document.execCommand("copy"); } catch (err) { ok = false; }
      document.body.removeChild(ta);
      if (ok) { resolve(); } else { reject(new Error("copy refused")); }
    });
  }
  Array.prototype.forEach.call(document.querySelectorAll("button.copy"), function (b) {
    b.hidden = false;
    b.addEventListener("click", function () {
      var li = document.getElementById(b.getAttribute("data-for"));
      var p = li && li.querySelector("p");
      if (!p) { return; }
      var link = location.origin + location.pathname + "#" + li.id;
      var text = p.textContent.replace(/\s+/g, " ").trim() + "\n" + link;
      var label = b.textContent;
      copyText(text).then(function () {
        b.textContent = b.getAttribute("data-done");
        b.setAttribute("data-copied", text);
      }, function () {
        b.textContent = "✗";
      }).then(function () {
        setTimeout(function () { b.textContent = label; }, 2000);
      });
    });
  });
})();
