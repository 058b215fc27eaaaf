// The offline name lookup: finds a card, glossary entry, section or term
// by name in the names index (/api/names), which the service worker keeps
// once downloaded, and says which of the pages found are kept for reading
// without network. It reads the query of the page's address (a search
// made offline lands here) or of its own box.
(function () {
  "use strict";
  var box = document.getElementById("offline-q");
  var list = document.getElementById("offline-results");
  var note = document.getElementById("offline-count");
  if (!box || !list) { return; }
  var src = box.getAttribute("data-names");
  var kept = list.getAttribute("data-kept") || "";
  var names = [];
  function fold(s) {
    return s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[’']/g, " ");
  }
  function show() {
    var words = fold(box.value).split(/\s+/).filter(Boolean);
    while (list.firstChild) { list.removeChild(list.firstChild); }
    if (!words.length) { if (note) { note.textContent = ""; } return; }
    var found = names.filter(function (n) {
      return words.every(function (w) { return n.f.indexOf(w) >= 0; });
    });
    found.sort(function (a, b) {
      var ap = a.f.indexOf(words[0]) === 0 ? 0 : 1, bp = b.f.indexOf(words[0]) === 0 ? 0 : 1;
      return ap - bp || a.n.length - b.n.length;
    });
    if (note) { note.textContent = String(found.length); }
    found.slice(0, 40).forEach(function (n) {
      var li = document.createElement("li");
      var a = document.createElement("a");
      a.href = n.u;
      a.textContent = n.n;
      a.lang = n.l;
      li.appendChild(a);
      var meta = document.createElement("span");
      meta.className = "meta";
      meta.textContent = " · " + n.k + " · " + n.l;
      li.appendChild(meta);
      if (window.caches) {
        caches.match(n.u).then(function (hit) {
          if (hit) {
            var k = document.createElement("span");
            k.className = "kept";
            k.textContent = " ✓ " + kept;
            li.appendChild(k);
          }
        });
      }
      list.appendChild(li);
    });
  }
  var q = new URLSearchParams(location.search).get("q");
  if (q) { box.value = q; }
  box.addEventListener("input", show);
  fetch(src).then(function (r) { return r.json(); }).then(function (j) {
    names = (j.data || []).map(function (n) { n.f = fold(n.n); return n; });
    show();
  }).catch(function () {
    if (note) { note.textContent = "✗"; }
  });
})();
