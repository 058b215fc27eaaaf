// Autocomplete for the search box: fills its <datalist> with the card
// names, mechanics, rules terms and glossary entries that the endpoint the
// page names in the box's data-autocomplete (/api/autocomplete) offers as
// the reader types; choosing one opens its page. The page works without it.
(function () {
  "use strict";
  var input = document.getElementById("q");
  var list = document.getElementById("q-suggestions");
  var endpoint = input && input.getAttribute("data-autocomplete");
  if (!input || !list || !endpoint || !window.fetch) { return; }
  var timer = 0, last = "", ctrl = null, items = [];
  var lang = document.documentElement.getAttribute("lang") || "";
  function fill(found) {
    items = found;
    while (list.firstChild) { list.removeChild(list.firstChild); }
    found.forEach(function (it) {
      var o = document.createElement("option");
      o.value = it.name;
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
    var url = endpoint + "?q=" + encodeURIComponent(q) + (lang ? "&hl=" + encodeURIComponent(lang) : "");
    fetch(url, ctrl ? { signal: ctrl.signal } : {})
      .then(function (r) { return r.ok ? r.json() : { items: [] }; })
      .then(function (j) {
        if (input.value.trim() !== q) { return; }
        fill(j.items || (j.data || []).map(function (n) { return { name: n }; }));
      })
      .catch(function () {});
  }
  // A suggestion chosen from the list (not a word typed that happens to
  // spell one) opens its page.
  function chosen(e) {
    if (e.inputType && e.inputType !== "insertReplacementText") { return false; }
    var v = input.value;
    for (var i = 0; i < items.length; i++) {
      if (items[i].name === v && items[i].uri) {
        window.location.assign(items[i].uri);
        return true;
      }
    }
    return false;
  }
  input.addEventListener("input", function (e) {
    if (chosen(e)) { return; }
    clearTimeout(timer);
    timer = setTimeout(lookup, 120);
  });
})();
