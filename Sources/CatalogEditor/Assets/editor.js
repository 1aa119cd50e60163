// Phrasebook's translator editor: a work list and an editor over the JSON API of `phrasebook serve`.
// Plain script, no build step: the Swift target embeds this file as it is.
"use strict";

// A specifier: `%[N$][(name)]#@substitution@`, `%[N$][(name)][flags][width][.precision][length]conversion`
// (the `(name)` of Xcode 26's named placeholders, `%(count)lld`) or `%%`; each becomes one chip.
const SPECIFIER = /%(?:\d+\$)?(?:\([A-Za-z_][A-Za-z0-9_]*\))?#@[A-Za-z0-9_]+@|%(?:\d+\$)?(?:\([A-Za-z_][A-Za-z0-9_]*\))?[-+ #0']*(?:\d+|\*)?(?:\.(?:\d+|\*))?(?:hh|h|ll|l|q|L|z|t|j)?[@dDiuUxXoOfFeEgGaAcCsSp]|%%/g;
const HAS_SPECIFIER = new RegExp(SPECIFIER.source);
const TODO = new Set(["missing", "new", "copied", "needsReview"]);
const PAGE = 200;

const state = {
  token: null, summary: null, language: null, rows: [], filtered: [], shown: PAGE, selected: -1,
  unit: null, draft: null, unsaved: new Map(), shouldTranslate: true, undo: [], checkTimer: null, lastFilterMs: 0, pendingSave: null,
};

const $ = (id) => document.getElementById(id);

function say(text) { $("status-message").textContent = text; }

async function api(method, path, body) {
  const headers = {};
  if (state.token) headers["X-Phrasebook-Token"] = state.token;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  let json = null;
  try { json = JSON.parse(text); } catch (_) { json = { error: text }; }
  return { status: response.status, json };
}

// MARK: Start-up and the work list

async function start() {
  const match = location.hash.match(/token=([0-9a-f]+)/);
  if (match) { sessionStorage.setItem("phrasebook-token", match[1]); history.replaceState(null, "", location.pathname); }
  state.token = sessionStorage.getItem("phrasebook-token");
  const { status, json } = await api("GET", "/api/summary");
  if (status !== 200) { say(json.error || "The editor can't be reached."); return; }
  state.summary = json;
  const languages = json.languages.map((l) => l.code);
  if (languages.length === 0) { say("The catalogs have no language to translate into yet: start with --language."); return; }
  for (const language of json.languages) $("language").add(new Option(`${language.name} (${language.code})`, language.code));
  for (const rule of json.rules) $("finding-filter").add(new Option(rule.id, rule.id));
  json.catalogs.forEach((catalog, index) => $("catalog-filter").add(new Option(`${catalog.path} (${catalog.keys})`, String(index))));
  $("language").value = languages.includes(json.preferredLanguage) ? json.preferredLanguage : languages[0];
  renderProgress(json.languages);
  if (json.problems.length) say(json.problems.join(" "));
  await loadList();
}

function renderProgress(languages) {
  const box = $("progress");
  box.textContent = "";
  for (const language of languages) {
    const item = document.createElement("span");
    item.className = "lang";
    item.dataset.language = language.code;
    const meter = document.createElement("meter");
    meter.max = Math.max(language.total, 1);
    meter.value = language.translated;
    meter.setAttribute("aria-label", `${language.name} translated`);
    item.append(`${language.code} `, meter, ` ${language.translated}/${language.total} ${language.percent}`);
    item.title = `${language.status}: ${language.needsReview} to review, ${language.copied} copied, ${language.new} new, ${language.missing} missing`;
    box.append(item);
  }
}

function updateProgress(progress) {
  const languages = state.summary.languages.map((l) => (l.code === progress.code ? progress : l));
  state.summary.languages = languages;
  renderProgress(languages);
}

async function loadList() {
  state.language = $("language").value;
  const started = performance.now();
  const { status, json } = await api("GET", `/api/list?language=${encodeURIComponent(state.language)}`);
  if (status !== 200) { say(json.error); return; }
  state.rows = json.rows;
  for (const row of state.rows) row.lower = `${row.k}\u0000${row.src}\u0000${row.t}\u0000${row.m || ""}`.toLowerCase();
  updateProgress(json.progress);
  applyFilters();
  // For the browser test's timings: the list's own time, and the time since the page was requested.
  document.body.dataset.loadMs = String(Math.round(performance.now() - started));
  document.body.dataset.readyAt = String(Math.round(performance.now()));
  document.body.dataset.ready = "true";
}

function applyFilters() {
  const started = performance.now();
  const search = $("search").value.trim().toLowerCase();
  const status = $("status-filter").value;
  const finding = $("finding-filter").value;
  const catalog = $("catalog-filter").value;
  state.filtered = state.rows.filter((row) =>
    (!status || (status === "todo" ? TODO.has(row.s) : row.s === status)) &&
    (!finding || (finding === "*" ? row.f.length > 0 : row.f.includes(finding))) &&
    (!catalog || String(row.c) === catalog) &&
    (!search || row.lower.includes(search)));
  state.shown = PAGE;
  renderList();
  state.lastFilterMs = performance.now() - started;
  document.body.dataset.filterMs = state.lastFilterMs.toFixed(1);
}

const STATUS_TEXT = { translated: "translated", needsReview: "review", copied: "copy", new: "new", missing: "missing", stale: "stale", dontTranslate: "don't translate" };

function renderList() {
  const list = $("list");
  list.textContent = "";
  const visible = state.filtered.slice(0, state.shown);
  for (const [index, row] of visible.entries()) {
    const item = document.createElement("li");
    item.role = "option";
    item.id = `row-${index}`;
    item.dataset.key = row.k;
    item.dataset.index = String(index);
    const key = document.createElement("span"); key.className = "key"; key.textContent = row.k;
    const badge = document.createElement("span"); badge.className = `badge s-${row.s}`; badge.textContent = STATUS_TEXT[row.s] || row.s;
    const source = document.createElement("span"); source.className = "src"; source.textContent = row.src;
    const flags = document.createElement("span"); flags.className = "flag"; flags.textContent = row.f.length ? `⚠ ${row.f.length}` : "";
    if (row.f.length) flags.title = row.f.join(", ");
    const translation = document.createElement("span"); translation.className = "tr"; translation.textContent = row.t;
    item.append(key, badge, source, flags, translation);
    item.addEventListener("click", () => { select(index); openSelected(false); });
    list.append(item);
  }
  $("more").hidden = state.filtered.length <= state.shown;
  $("count").textContent = `${state.filtered.length} of ${state.rows.length} keys`;
  state.selected = Math.min(state.selected, visible.length - 1);
  markSelected();
}

function select(index) {
  state.selected = Math.max(0, Math.min(index, Math.min(state.filtered.length, state.shown) - 1));
  markSelected();
}

function markSelected() {
  for (const item of $("list").children) item.setAttribute("aria-selected", String(Number(item.dataset.index) === state.selected));
  const item = $(`row-${state.selected}`);
  if (item) { $("list").setAttribute("aria-activedescendant", item.id); item.scrollIntoView({ block: "nearest" }); }
}

async function openSelected(focusEditor) {
  const row = state.filtered[state.selected];
  if (!row) return;
  await openUnit(state.summary.catalogs[row.c].path, row.k, focusEditor);
}

// MARK: The editor

async function openUnit(catalog, key, focusEditor) {
  const { status, json } = await api("GET", `/api/unit?catalog=${encodeURIComponent(catalog)}&key=${encodeURIComponent(key)}&language=${encodeURIComponent(state.language)}`);
  if (status !== 200) { say(json.error); return; }
  showUnit(json);
  if (focusEditor) focusFirstField();
}

function focusFirstField() {
  const field = document.querySelector("#translation .text-field");
  if (field) { field.focus(); placeCaretAtEnd(field); }
}

function showUnit(unit) {
  state.unit = unit;
  state.shouldTranslate = unit.shouldTranslate;
  // An edit not saved yet of this very version comes back: moving around the list loses no typing.
  const kept = state.unsaved.get(unitId(unit));
  const restored = kept && kept.version === unit.version;
  state.draft = restored ? kept.draft : unit.localization ? structuredClone(unit.localization) : shapeLike(unit.source, unit);
  if (restored) { state.shouldTranslate = kept.shouldTranslate; say(`Restored your unsaved edit of “${unit.key}”.`); }
  $("editor").hidden = false;
  $("conflict").hidden = true;
  $("unit-key").textContent = unit.key;
  const meta = [`${unit.catalog}`, `status: ${STATUS_TEXT[unit.status] || unit.status}`];
  if (unit.extractionState) meta.push(`extraction: ${unit.extractionState}`);
  $("unit-meta").textContent = meta.join(" · ");
  $("source-language").textContent = `(${unit.sourceLanguage})`;
  renderSource(unit);
  $("comment").textContent = unit.comment ? `Comment${unit.commentIsAutoGenerated ? " (generated)" : ""}: ${unit.comment}` : "No comment for translators.";
  $("usages").textContent = unit.usages.length ? `Used in ${unit.usages.join(", ")}` : "Not found in the project's Swift sources.";
  $("should-translate").checked = state.shouldTranslate;
  renderDraft();
  renderFindings(unit.findings);
  if (state.suggestedFor !== unitId(unit)) loadSuggestions(unit);
}

// MARK: Suggestions

/// The memory's and the engine's translations for the open unit; the engine may take a moment, so they
/// arrive after the unit and are dropped when the translator has moved on.
async function loadSuggestions(unit) {
  const id = unitId(unit);
  state.suggestedFor = id;
  const list = $("suggestion-list");
  list.textContent = "";
  $("suggestion-note").textContent = "Looking for suggestions…";
  const { status, json } = await api("GET", `/api/suggestions?catalog=${encodeURIComponent(unit.catalog)}&key=${encodeURIComponent(unit.key)}&language=${encodeURIComponent(unit.language)}`);
  if (!state.unit || unitId(state.unit) !== id) return;
  if (status !== 200) { $("suggestion-note").textContent = json.error; return; }
  for (const suggestion of json.suggestions) {
    const item = document.createElement("li");
    item.className = `suggestion ${suggestion.kind}`;
    const label = document.createElement("span");
    label.className = "label";
    label.textContent = suggestion.label;
    const text = document.createElement("span");
    text.className = "text";
    text.textContent = sourceTexts(suggestion.localization).map(([place, value]) => `${place}${value}`).join("\n");
    const accept = document.createElement("button");
    accept.type = "button";
    accept.textContent = "Accept";
    accept.title = "Use this translation and mark it translated";
    accept.addEventListener("click", () => acceptSuggestion(suggestion));
    item.append(label, text, accept);
    list.append(item);
  }
  const notes = [];
  if (!json.suggestions.length) notes.push("No suggestions.");
  if (json.engineProblem) notes.push(`No machine translation: ${json.engineProblem}`);
  $("suggestion-note").textContent = notes.join(" ");
}

/// Accepting a suggestion is the translator's review: it is saved as translated.
async function acceptSuggestion(suggestion) {
  state.draft = structuredClone(suggestion.localization);
  renderDraft();
  edited();
  await save("translated");
}

/// A new localization with the source's shape: its plural, device and substitution cases, the target
/// language's plural categories, empty texts.
function shapeLike(source, unit) {
  const empty = () => ({ stringUnit: { state: "new", value: "" } });
  const plural = () => Object.fromEntries(unit.pluralCategories.map((c) => [c.name, empty()]));
  if (!source) return empty();
  const result = {};
  if (source.stringUnit) result.stringUnit = { state: "new", value: "" };
  if (source.variations) {
    result.variations = {};
    if (source.variations.plural) result.variations.plural = plural();
    if (source.variations.device) {
      result.variations.device = {};
      for (const [device, nested] of Object.entries(source.variations.device)) {
        result.variations.device[device] = nested.variations && nested.variations.plural ? { variations: { plural: plural() } } : empty();
      }
    }
  }
  if (source.substitutions) {
    result.substitutions = {};
    for (const [name, substitution] of Object.entries(source.substitutions)) {
      result.substitutions[name] = { argNum: substitution.argNum, formatSpecifier: substitution.formatSpecifier, variations: { plural: plural() } };
    }
  }
  if (!result.stringUnit && !result.variations) result.stringUnit = { state: "new", value: "" };
  return result;
}

function sourceTexts(localization, prefix = "") {
  if (!localization) return [];
  const texts = [];
  if (localization.stringUnit) texts.push([prefix, localization.stringUnit.value]);
  const variations = localization.variations || {};
  for (const [kind, cases] of [["device", variations.device], ["plural", variations.plural]]) {
    for (const [name, nested] of Object.entries(cases || {})) texts.push(...sourceTexts(nested, `${prefix}${kind} ${name}: `));
  }
  for (const [name, substitution] of Object.entries(localization.substitutions || {})) {
    for (const [category, nested] of Object.entries((substitution.variations || {}).plural || {})) {
      texts.push(...sourceTexts(nested, `${prefix}%#@${name}@ ${category}: `));
    }
  }
  return texts;
}

function renderSource(unit) {
  const box = $("source-text");
  box.textContent = "";
  const texts = unit.source ? sourceTexts(unit.source) : [["", unit.sourceText]];
  for (const [label, value] of texts) {
    const line = document.createElement("div");
    if (label) { const tag = document.createElement("strong"); tag.textContent = label; line.append(tag); }
    appendWithChips(line, value, false);
    box.append(line);
  }
}

/// The specifiers of the source, in order of first use: what the palette offers and Alt+digit inserts.
function sourceSpecifiers() {
  const seen = [];
  const texts = state.unit.source ? sourceTexts(state.unit.source) : [["", state.unit.sourceText]];
  for (const [, value] of texts) for (const match of value.matchAll(SPECIFIER)) if (!seen.includes(match[0])) seen.push(match[0]);
  return seen;
}

function appendWithChips(element, text, editable) {
  let last = 0;
  for (const match of text.matchAll(SPECIFIER)) {
    if (match.index > last) element.append(text.slice(last, match.index));
    element.append(chip(match[0], editable));
    last = match.index + match[0].length;
  }
  if (last < text.length) element.append(text.slice(last));
}

function chip(text, editable) {
  const span = document.createElement("span");
  span.className = "chip";
  span.textContent = text;
  span.dataset.text = text;
  if (editable) span.contentEditable = "false";
  return span;
}

/// The text of a field: its text nodes as typed, its chips whole, line breaks as `\n`.
function fieldText(field) {
  let text = "";
  const walk = (node) => {
    for (const child of node.childNodes) {
      if (child.nodeType === Node.TEXT_NODE) text += child.nodeValue;
      else if (child.dataset && child.dataset.text !== undefined) text += child.dataset.text;
      else if (child.nodeName === "BR") text += "\n";
      else { if (child.nodeName === "DIV" && text !== "") text += "\n"; walk(child); }
    }
  };
  walk(field);
  return text.replace(/\n$/, "");
}

const MODE_NAMES = { plain: "Plain", plural: "Varies by plural", device: "Varies by device" };

function modeOf(localization) {
  if (localization.variations && localization.variations.device) return "device";
  if (localization.variations && localization.variations.plural) return "plural";
  return "plain";
}

function renderDraft() {
  const box = $("translation");
  box.textContent = "";
  const mode = modeOf(state.draft);
  for (const radio of document.querySelectorAll("input[name=mode]")) radio.checked = radio.value === mode;
  const specifiers = sourceSpecifiers();
  if (specifiers.length) {
    const palette = document.createElement("div");
    palette.className = "palette";
    palette.append("Placeholders: ");
    specifiers.slice(0, 9).forEach((text, index) => {
      const button = document.createElement("button");
      button.type = "button";
      button.textContent = text;
      button.title = `Alt+${index + 1}`;
      button.tabIndex = -1;
      button.addEventListener("mousedown", (event) => { event.preventDefault(); insertChip(text); });
      palette.append(button);
    });
    box.append(palette);
  }
  renderLocalization(box, state.draft, "", state.unit.language);
  for (const [name, substitution] of Object.entries(state.draft.substitutions || {})) {
    const group = document.createElement("div");
    group.className = "group";
    const title = document.createElement("h3");
    title.textContent = `Substitution %#@${name}@ (argument ${substitution.argNum ?? "next"}, %${substitution.formatSpecifier || "lld"})`;
    group.append(title);
    substitution.variations = substitution.variations || { plural: {} };
    substitution.variations.plural = substitution.variations.plural || {};
    renderPlural(group, substitution.variations.plural, `substitutions.${name}.`);
    box.append(group);
  }
}

function renderLocalization(box, localization, path, language) {
  const mode = modeOf(localization);
  if (mode === "device") {
    for (const device of Object.keys(localization.variations.device).sort()) {
      const group = document.createElement("div");
      group.className = "group";
      const title = document.createElement("h3");
      title.textContent = `Device: ${device}`;
      const remove = document.createElement("button");
      remove.type = "button"; remove.textContent = "Remove"; remove.className = "remove-device";
      remove.addEventListener("click", () => { delete localization.variations.device[device]; renderDraft(); edited(); });
      title.append(" ", remove);
      group.append(title);
      const nested = localization.variations.device[device];
      if (nested.variations && nested.variations.plural) renderPlural(group, nested.variations.plural, `${path}device.${device}.`);
      else renderField(group, nested, `${path}device.${device}`, device);
      box.append(group);
    }
    const add = document.createElement("select");
    add.setAttribute("aria-label", "Add a device variation");
    add.add(new Option("Add a device…", ""));
    for (const device of state.unit.devices) if (!localization.variations.device[device]) add.add(new Option(device, device));
    add.addEventListener("change", () => {
      if (!add.value) return;
      localization.variations.device[add.value] = { stringUnit: { state: "new", value: "" } };
      renderDraft(); edited();
    });
    box.append(add);
  } else if (mode === "plural") {
    renderPlural(box, localization.variations.plural, path);
  } else {
    localization.stringUnit = localization.stringUnit || { state: "new", value: "" };
    renderField(box, localization, path || "value", "Translation");
  }
}

/// One field per category the language needs (with sample numbers), then cases it doesn't use.
function renderPlural(box, cases, path) {
  const needed = state.unit.pluralCategories.map((c) => c.name);
  for (const category of state.unit.pluralCategories) {
    cases[category.name] = cases[category.name] || { stringUnit: { state: "new", value: "" } };
    renderField(box, cases[category.name], `${path}plural.${category.name}`, category.name, `e.g. ${category.samples}`);
  }
  for (const name of Object.keys(cases).filter((c) => !needed.includes(c))) {
    renderField(box, cases[name], `${path}plural.${name}`, name, `not used in ${state.unit.languageName}`, true);
  }
}

const STATES = ["translated", "needs_review", "new", "machine_translated"];

function renderField(box, holder, path, label, note, extra) {
  holder.stringUnit = holder.stringUnit || { state: "new", value: "" };
  const unit = holder.stringUnit;
  const wrapper = document.createElement("div");
  wrapper.className = "case";
  const id = `field-${path.replace(/[^A-Za-z0-9_-]/g, "_")}`;
  const title = document.createElement("label");
  title.htmlFor = id;
  title.id = `${id}-label`;
  title.textContent = label;
  if (note) { const samples = document.createElement("span"); samples.className = extra ? "extra" : "samples"; samples.textContent = ` ${note}`; title.append(samples); }
  const row = document.createElement("div");
  row.className = "row";
  const field = document.createElement("div");
  field.className = "text-field";
  field.id = id;
  field.contentEditable = "true";
  field.role = "textbox";
  field.setAttribute("aria-multiline", "true");
  field.setAttribute("aria-labelledby", title.id);
  field.dataset.path = path;
  appendWithChips(field, unit.value, true);
  field.addEventListener("input", () => {
    unit.value = fieldText(field);
    if (unit.state === "new" && unit.value !== "") { unit.state = "translated"; stateSelect.value = unit.state; }
    edited();
  });
  field.addEventListener("paste", (event) => {
    event.preventDefault();
    insertText(event.clipboardData.getData("text/plain"));
  });
  field.addEventListener("blur", () => { // typed specifiers become chips too
    const text = fieldText(field);
    if (text !== unit.value) unit.value = text;
    if ([...field.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && HAS_SPECIFIER.test(n.nodeValue))) {
      field.textContent = ""; appendWithChips(field, unit.value, true);
    }
  });
  const stateSelect = document.createElement("select");
  stateSelect.setAttribute("aria-label", `State of ${label}`);
  stateSelect.className = "state";
  for (const value of new Set([...STATES, unit.state])) stateSelect.add(new Option(value.replace("_", " "), value));
  stateSelect.value = unit.state;
  stateSelect.addEventListener("change", () => { unit.state = stateSelect.value; edited(); });
  row.append(field, stateSelect);
  wrapper.append(title, row);
  box.append(wrapper);
}

function insertText(text) {
  document.execCommand("insertText", false, text);
}

function insertChip(text) {
  const field = document.activeElement;
  if (!field || !field.classList.contains("text-field")) return;
  const selection = window.getSelection();
  if (!selection.rangeCount) return;
  const range = selection.getRangeAt(0);
  range.deleteContents();
  const node = chip(text, true);
  range.insertNode(node);
  range.setStartAfter(node);
  range.collapse(true);
  selection.removeAllRanges();
  selection.addRange(range);
  field.dispatchEvent(new Event("input"));
}

function placeCaretAtEnd(field) {
  const range = document.createRange();
  range.selectNodeContents(field);
  range.collapse(false);
  const selection = window.getSelection();
  selection.removeAllRanges();
  selection.addRange(range);
}

function switchMode(mode) {
  const draft = state.draft;
  const current = modeOf(draft);
  if (mode === current) return;
  const main = mainUnit(draft) || { state: "new", value: "" };
  delete draft.stringUnit;
  draft.variations = draft.variations || {};
  delete draft.variations.plural;
  delete draft.variations.device;
  if (mode === "plain") { draft.stringUnit = { ...main }; delete draft.variations; }
  if (mode === "plural") {
    draft.variations.plural = Object.fromEntries(state.unit.pluralCategories.map((c) => [c.name, { stringUnit: { state: main.state, value: c.name === "other" ? main.value : "" } }]));
  }
  if (mode === "device") draft.variations.device = { other: { stringUnit: { ...main } } };
  renderDraft();
  edited();
}

function mainUnit(localization) {
  if (localization.stringUnit) return localization.stringUnit;
  const variations = localization.variations || {};
  const nested = (variations.plural && variations.plural.other) || (variations.device && (variations.device.other || Object.values(variations.device)[0]));
  return nested ? mainUnit(nested) : null;
}

/// Every text of the draft, for setting states at once.
function allUnits(localization) {
  const units = [];
  const walk = (l) => {
    if (l.stringUnit) units.push(l.stringUnit);
    for (const cases of [l.variations && l.variations.device, l.variations && l.variations.plural]) for (const nested of Object.values(cases || {})) walk(nested);
  };
  walk(localization);
  for (const substitution of Object.values(localization.substitutions || {})) for (const nested of Object.values((substitution.variations || {}).plural || {})) walk(nested);
  return units;
}

/// The draft as saved: cases left empty are left out (a check reports the ones the language needs).
function cleaned(localization) {
  const result = {};
  const keep = (l) => {
    const out = {};
    if (l.stringUnit && l.stringUnit.value !== "") out.stringUnit = l.stringUnit;
    if (l.variations) {
      const variations = {};
      for (const kind of ["plural", "device"]) {
        if (!l.variations[kind]) continue;
        const cases = {};
        for (const [name, nested] of Object.entries(l.variations[kind])) { const kept = keep(nested); if (kept) cases[name] = kept; }
        if (Object.keys(cases).length) variations[kind] = cases;
      }
      if (Object.keys(variations).length) out.variations = variations;
    }
    return Object.keys(out).length ? out : null;
  };
  Object.assign(result, keep(localization) || {});
  if (localization.substitutions) {
    const substitutions = {};
    for (const [name, substitution] of Object.entries(localization.substitutions)) {
      const variations = substitution.variations ? keep({ variations: substitution.variations }) : null;
      substitutions[name] = { argNum: substitution.argNum, formatSpecifier: substitution.formatSpecifier, ...(variations || {}) };
    }
    if (Object.values(substitutions).some((s) => s.variations)) result.substitutions = substitutions;
  }
  return result.stringUnit || result.variations ? result : null;
}

function editRequest() {
  return {
    catalog: state.unit.catalog, key: state.unit.key, language: state.unit.language, version: state.unit.version,
    shouldTranslate: state.shouldTranslate, localization: cleaned(state.draft),
    base: { shouldTranslate: state.unit.shouldTranslate, localization: state.unit.localization },
  };
}

function unitId(unit) { return `${unit.catalog}\u0000${unit.key}\u0000${unit.language}`; }

function edited() {
  if (state.unit) state.unsaved.set(unitId(state.unit), { version: state.unit.version, draft: state.draft, shouldTranslate: state.shouldTranslate });
  clearTimeout(state.checkTimer);
  state.checkTimer = setTimeout(liveCheck, 250);
}

async function liveCheck() {
  if (!state.unit) return;
  const { status, json } = await api("POST", "/api/check", editRequest());
  if (status === 200) renderFindings(json.findings);
}

function renderFindings(findings) {
  const list = $("findings");
  list.textContent = "";
  for (const finding of findings) {
    const item = document.createElement("li");
    item.className = finding.severity;
    item.textContent = `${finding.severity}: ${finding.message} [${finding.rule}]`;
    list.append(item);
  }
}

async function save(setState) {
  if (!state.unit) return false;
  if (setState) for (const unit of allUnits(state.draft)) if (unit.value !== "") unit.state = setState;
  const request = editRequest();
  const before = { catalog: request.catalog, key: request.key, language: request.language, shouldTranslate: state.unit.shouldTranslate, localization: state.unit.localization };
  const { status, json } = await api("PUT", "/api/unit", request);
  if (status === 409 && json.conflict) { showConflict(json, request); return false; }
  if (status !== 200) { say(`Not saved: ${json.error}`); return false; }
  state.unsaved.delete(unitId(state.unit));
  state.undo.push(before);
  $("undo").disabled = false;
  applySaved(json);
  say(`Saved “${request.key}” in ${request.language}${json.merged ? ", merged with a change made elsewhere to other cases" : ""}.`);
  return true;
}

function applySaved(json) {
  const row = state.rows.find((r) => state.summary.catalogs[r.c].path === json.unit.catalog && r.k === json.row.k);
  if (row) { Object.assign(row, json.row); row.lower = `${row.k}\u0000${row.src}\u0000${row.t}\u0000${row.m || ""}`.toLowerCase(); }
  updateProgress(json.progress);
  const selected = state.selected;
  renderList();
  select(selected);
  showUnit(json.unit);
}

function showConflict(json, mine) {
  const current = json.current;
  $("conflict").hidden = false;
  $("conflict-message").textContent = json.error;
  $("conflict-theirs").textContent = describe(current.localization, current.shouldTranslate);
  $("conflict-mine").textContent = describe(mine.localization, mine.shouldTranslate);
  state.pendingSave = current;
  say("Not saved: the string changed elsewhere. Choose a version.");
  $("use-theirs").focus();
}

function describe(localization, shouldTranslate) {
  const lines = sourceTexts(localization).map(([label, value]) => `${label}${value}`);
  if (!shouldTranslate) lines.push("(marked don't translate)");
  return lines.join("\n") || "(no translation)";
}

function useTheirs() {
  state.unsaved.delete(unitId(state.pendingSave));
  showUnit(state.pendingSave);
  say("Showing the version on disk.");
  focusFirstField();
}

async function keepMine() {
  state.unit.version = state.pendingSave.version; // the translator has seen it: save over it
  $("conflict").hidden = true;
  await save(null);
}

async function undoLastSave() {
  const last = state.undo.pop();
  $("undo").disabled = state.undo.length === 0;
  if (!last) return;
  const { json } = await api("GET", `/api/unit?catalog=${encodeURIComponent(last.catalog)}&key=${encodeURIComponent(last.key)}&language=${encodeURIComponent(last.language)}`);
  const request = { ...last, version: json.version };
  const response = await api("PUT", "/api/unit", request);
  if (response.status !== 200) { say(`Undo failed: ${response.json.error}`); return; }
  if (state.language === last.language) applySaved(response.json);
  say(`Undid the last save of “${last.key}”.`);
}

async function nextToDo() {
  const start = state.selected;
  for (let step = 1; step <= state.filtered.length; step++) {
    const index = (start + step) % state.filtered.length;
    if (TODO.has(state.filtered[index].s)) {
      if (index >= state.shown) { state.shown = index + 1; renderList(); }
      select(index);
      await openSelected(true);
      return;
    }
  }
  const saved = /^Saved/.test($("status-message").textContent) ? `${$("status-message").textContent} ` : "";
  say(`${saved}Nothing left to do in ${state.language} under these filters.`);
}

// MARK: Keyboard and controls

function wire() {
  $("language").addEventListener("change", () => { $("editor").hidden = true; state.unit = null; state.selected = -1; loadList(); });
  for (const id of ["status-filter", "finding-filter", "catalog-filter"]) $(id).addEventListener("change", applyFilters);
  $("search").addEventListener("input", applyFilters);
  $("more").addEventListener("click", () => { state.shown += PAGE; renderList(); });
  $("should-translate").addEventListener("change", () => { state.shouldTranslate = $("should-translate").checked; edited(); });
  for (const radio of document.querySelectorAll("input[name=mode]")) radio.addEventListener("change", () => switchMode(radio.value));
  $("save").addEventListener("click", () => save(null));
  $("accept").addEventListener("click", async () => { if (await save("translated")) await nextToDo(); });
  $("review").addEventListener("click", () => save("needs_review"));
  $("next").addEventListener("click", nextToDo);
  $("undo").addEventListener("click", undoLastSave);
  $("use-theirs").addEventListener("click", useTheirs);
  $("keep-mine").addEventListener("click", keepMine);
  $("list").addEventListener("keydown", (event) => {
    if (event.key === "ArrowDown") { event.preventDefault(); select(state.selected + 1); }
    else if (event.key === "ArrowUp") { event.preventDefault(); select(state.selected - 1); }
    else if (event.key === "Enter") { event.preventDefault(); openSelected(true); }
  });
  $("list").addEventListener("focus", () => { if (state.selected < 0 && state.filtered.length) select(0); });
  document.addEventListener("keydown", async (event) => {
    const typing = event.target.isContentEditable || ["INPUT", "SELECT", "TEXTAREA"].includes(event.target.tagName);
    if (event.key === "/" && !typing) { event.preventDefault(); $("search").focus(); $("search").select(); return; }
    if (event.key === "Escape") { event.preventDefault(); $("list").focus(); return; }
    if (!state.unit) {
      if (event.altKey && event.key.toLowerCase() === "n") { event.preventDefault(); await nextToDo(); }
      return;
    }
    if ((event.ctrlKey || event.metaKey) && event.key === "Enter") { event.preventDefault(); if (await save("translated")) await nextToDo(); }
    else if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "s") { event.preventDefault(); await save(null); }
    else if (event.altKey && event.code === "KeyR") { event.preventDefault(); await save("needs_review"); }
    else if (event.altKey && event.code === "KeyN") { event.preventDefault(); await nextToDo(); }
    else if (event.altKey && event.code === "KeyZ") { event.preventDefault(); await undoLastSave(); }
    else if (event.altKey && /^Digit[1-9]$/.test(event.code)) {
      event.preventDefault();
      const specifier = sourceSpecifiers()[Number(event.code.slice(5)) - 1];
      if (specifier) insertChip(specifier);
    } else if (event.key === "Enter" && !event.shiftKey && event.target.classList && event.target.classList.contains("text-field")) {
      event.preventDefault();
      document.execCommand("insertLineBreak");
    }
  });
}

// Leaving with edits not saved asks first.
window.addEventListener("beforeunload", (event) => { if (state.unsaved.size) event.preventDefault(); });

document.addEventListener("DOMContentLoaded", () => { wire(); start(); });
