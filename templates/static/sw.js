// arbitre's service worker: keeps the pages a reader has visited, the
// static assets and the names index, so that the site works without
// network for what was seen once. The server writes the version and the
// paths in (api/offline.go); a new build installs a new worker, which
// drops the old caches.
"use strict";
var VERSION = "arbitre-__VERSION__";
var OFFLINE = "__OFFLINE__";
var NAMES = "__NAMES__";
var STATIC = "__STATIC__";
// The static assets at their current version, mana symbols aside: the
// offline lookup page needs its script and style sheet before it is ever
// opened online.
var ASSETS = __ASSETS__;

self.addEventListener("install", function (e) {
  e.waitUntil(caches.open(VERSION).then(function (c) {
    return c.addAll([OFFLINE, NAMES].concat(ASSETS));
  }).then(function () { return self.skipWaiting(); }));
});

self.addEventListener("activate", function (e) {
  e.waitUntil(caches.keys().then(function (keys) {
    return Promise.all(keys.filter(function (k) { return k !== VERSION; }).map(function (k) { return caches.delete(k); }));
  }).then(function () { return self.clients.claim(); }));
});

// keep stores a good answer for later.
function keep(req, res) {
  if (res && res.ok && res.type === "basic") {
    var copy = res.clone();
    caches.open(VERSION).then(function (c) { c.put(req, copy); });
  }
  return res;
}

self.addEventListener("fetch", function (e) {
  var req = e.request;
  if (req.method !== "GET") { return; }
  var url = new URL(req.url);
  if (url.origin !== self.location.origin) { return; }
  if (url.pathname.indexOf(STATIC) === 0) {
    // Versioned assets: the cache first.
    e.respondWith(caches.match(req).then(function (hit) {
      return hit || fetch(req).then(function (res) { return keep(req, res); });
    }));
    return;
  }
  if (req.mode === "navigate" || url.pathname === NAMES) {
    // Pages and the names index: the network first, so that they are
    // fresh; the copy kept when there is none; else the offline lookup.
    e.respondWith(fetch(req).then(function (res) { return keep(req, res); }).catch(function () {
      return caches.match(req).then(function (hit) {
        if (hit) { return hit; }
        return req.mode === "navigate" ? caches.match(OFFLINE) : Response.error();
      });
    }));
  }
});

// "keep-all" asks the worker to fetch and keep every page of the names
// index (every card, glossary entry, section and term), for a reader who
// wants it all offline; it reports its progress to the page that asked.
self.addEventListener("message", function (e) {
  if (!e.data || e.data.type !== "keep-all") { return; }
  var client = e.source;
  e.waitUntil(fetch(NAMES).then(function (r) { return keep(new Request(NAMES), r).json(); }).then(function (j) {
    var urls = [];
    (j.data || []).forEach(function (n) { if (urls.indexOf(n.u) < 0) { urls.push(n.u); } });
    var done = 0;
    return caches.open(VERSION).then(function (c) {
      var next = function () {
        if (!urls.length) { return Promise.resolve(); }
        var batch = urls.splice(0, 6);
        return Promise.all(batch.map(function (u) {
          return fetch(u, { credentials: "same-origin" }).then(function (res) {
            if (res.ok) { return c.put(u, res); }
          }).catch(function () {});
        })).then(function () {
          done += batch.length;
          if (client) { client.postMessage({ type: "keep-progress", done: done, total: done + urls.length }); }
          return next();
        });
      };
      return next();
    });
  }).catch(function () {
    if (client) { client.postMessage({ type: "keep-failed" }); }
  }));
});
