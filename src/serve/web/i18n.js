// The page's words: every text a person reads comes from the server's message catalogue
// (src/messages, GET /api/messages?lang=vi|en), Vietnamese by default, English a switch
// remembered in localStorage ("cotuong.lang"). A classic script, loaded before app.js:
//   t(key, args)          the text of a key with its placeholders filled, the rules of
//                         messages/catalogue.h: {name} is args[name]; {name|one|many} is a number
//                         and its noun ("1 one", "2 many"); {{ and }} are braces; a missing key
//                         shows itself, a missing argument "{name}".
//   I18n.lang             "vi" or "en"
//   I18n.load(lang)       fetches the catalogue of lang (a promise), remembers the choice
//   I18n.apply(root)      fills the elements under root: data-i18n="key" their text,
//                         data-i18n-title, data-i18n-placeholder, data-i18n-aria-label and
//                         data-i18n-alt those attributes
"use strict";
(() => {
  const STORAGE = "cotuong.lang";
  const LANGS = ["vi", "en"];
  let texts = {};
  let loaded = null;  // the language texts holds

  // Returns text with its placeholders filled from args.
  function fill(text, args) {
    let out = "";
    for (let i = 0; i < text.length; ++i) {
      const c = text[i];
      if ((c === "{" || c === "}") && text[i + 1] === c) { out += c; ++i; continue; }
      const close = c === "{" ? text.indexOf("}", i) : -1;
      if (close < 0) { out += c; continue; }
      const parts = text.slice(i + 1, close).split("|");
      const name = parts[0];
      i = close;
      if (!args || !(name in args) || args[name] === undefined || args[name] === null) {
        out += `{${name}}`;
        continue;
      }
      const v = args[name];
      out += String(v);
      if (parts.length === 3 && typeof v === "number") out += " " + (v === 1 ? parts[1] : parts[2]);
    }
    return out;
  }

  function t(key, args) {
    const text = texts[key];
    return text === undefined ? key : fill(text, args);
  }

  function stored() {
    try {
      const v = localStorage.getItem(STORAGE);
      return LANGS.includes(v) ? v : "vi";
    } catch (e) {
      return "vi";
    }
  }

  const ATTRS = ["title", "placeholder", "aria-label", "alt"];

  const I18n = {
    lang: stored(),
    langs: LANGS,
    async load(lang = I18n.lang) {
      if (!LANGS.includes(lang)) lang = "vi";
      if (lang === loaded) return I18n.lang;  // (the words of this language are here already)
      const res = await fetch(`/api/messages?lang=${lang}`);
      if (!res.ok) throw new Error(`/api/messages: ${res.status}`);
      const json = await res.json();
      texts = json.messages;
      I18n.lang = loaded = json.lang;
      try { localStorage.setItem(STORAGE, I18n.lang); } catch (e) { /* private mode */ }
      document.documentElement.lang = I18n.lang;
      return I18n.lang;
    },
    apply(root = document) {
      for (const node of root.querySelectorAll("[data-i18n]")) node.textContent = t(node.dataset.i18n);
      for (const attr of ATTRS) {
        for (const node of root.querySelectorAll(`[data-i18n-${attr}]`))
          node.setAttribute(attr, t(node.getAttribute(`data-i18n-${attr}`)));
      }
      if (root === document && texts["page.title"]) document.title = t("page.title");
    },
    has(key) { return key in texts; },
  };

  window.t = t;
  window.I18n = I18n;
})();
