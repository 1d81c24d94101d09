/*
 * Runway Live's embed loader: <script src="<console origin>/embed.js" async></script>
 * after the player's iframe. It sizes every iframe marked data-runway-live-player whose
 * page comes from this script's own origin: the page's width, and the height the player
 * reports ({type:'runway-live:size', height} by postMessage), or until it does, a height
 * for that width (16:9 video, with the products under it on a narrow page).
 */
(function () {
  'use strict';
  var script = document.currentScript;
  var origin = new URL(script && script.src ? script.src : location.href).origin;
  var WIDE = 720;
  var PRODUCTS_UNDER = 320;
  var MIN = 150;
  var MAX = 5000;
  var frames = [];
  var reported = typeof WeakMap === 'function' ? new WeakMap() : null;

  function guess(frame) {
    var width = frame.clientWidth || (frame.parentNode && frame.parentNode.clientWidth) || 0;
    var video = Math.round((width * 9) / 16);
    return width >= WIDE ? video : video + PRODUCTS_UNDER;
  }

  function fit(frame) {
    var height = reported && reported.get(frame);
    frame.style.height = (height || guess(frame)) + 'px';
  }

  function adopt(frame) {
    if (frames.indexOf(frame) !== -1) return;
    var src;
    try {
      src = new URL(frame.getAttribute('src') || '', location.href);
    } catch {
      return;
    }
    if (src.origin !== origin) return;
    frames.push(frame);
    frame.style.display = 'block';
    frame.style.width = '100%';
    frame.style.border = '0';
    fit(frame);
  }

  function scan() {
    var list = document.querySelectorAll('iframe[data-runway-live-player]');
    for (var i = 0; i < list.length; i += 1) adopt(list[i]);
  }

  window.addEventListener('message', function (event) {
    var data = event.data;
    if (event.origin !== origin || !data || data.type !== 'runway-live:size') return;
    var height = Math.round(Number(data.height));
    if (!(height >= MIN && height <= MAX)) return;
    for (var i = 0; i < frames.length; i += 1) {
      if (frames[i].contentWindow === event.source) {
        if (reported) reported.set(frames[i], height);
        fit(frames[i]);
      }
    }
  });
  window.addEventListener('resize', function () {
    for (var i = 0; i < frames.length; i += 1) fit(frames[i]);
  });
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', scan);
  else scan();
})();
