// Autocomplete for the search box: fills its <datalist> with card names
// from the endpoint the page names in the box's data-autocomplete
// (/api/autocomplete) as the reader types. The page works without it.
(function () {
  "use strict";
  var input = document.getElementById("q");
  var list = document.getElementById("q-suggestions");
  var endpoint = input && input.getAttribute("data-autocomplete");
  if (!input || !list || !endpoint || !window.fetch) { return; }
  var timer = 0, last = "", ctrl = null;
  function fill(names) {
    while (list.firstChild) { list.removeChild(list.firstChild); }
    names.forEach(function (n) {
      var o = document.createElement("option");
      o.value = n;
      list.appendChild(o);
    });
  }
  function lookup() {
    var q = input.value.trim();
    if (q === last) { return; }
    last = q;
    if (q.length < 2 || q.length > 100 || /[:"()]/.test(q)) { fill([]); return; }
    if (ctrl) { ctrl.abort(); }
    ctrl = window.AbortController ? new AbortController() : null;
    fetch(endpoint + "?q=" + encodeURIComponent(q), ctrl ? { signal: ctrl.signal } : {})
      .then(function (r) { return r.ok ? r.json() : { data: [] }; })
      .then(function (j) { if (input.value.trim() === q) { fill(j.data || []); } })
      .catch(function () {});
  }
  input.addEventListener("input", function () {
    clearTimeout(timer);
    timer = setTimeout(lookup, 120);
  });
})();
