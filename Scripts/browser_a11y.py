"""Screen-reader checks of the live web demo (issue 30), run by Scripts/browser_check.py.

Reads Chromium's computed accessibility tree (CDP `Accessibility.getFullAXTree`) and acts as
a screen reader's activation does (`element.click()`, or a replayed press and release the page
cannot capture), then asserts:
- a click without a pointer press taps the element: the reply button presents the reply
  sheet, the sheet's Dismiss button dismisses it;
- a replayed press, release and click is one tap, not two; a press the page cannot finish
  (the page loses focus before the release) is cancelled: it taps nothing, and a real click
  afterwards still works;
- every dialog in the accessibility tree has a name, the reply sheet's "Reply to Maya";
- the drawn keyboard's keys are not in the accessibility tree while a field edits;
- the live region says the presentation and the dismissal;
- DOM focus (`document.activeElement`) follows the window's: into the card when it is
  presented, with the drawn ring when Tab moves it; keyboard only, Tab reaches the reply
  button, Enter presents the sheet and Escape dismisses it, focus back on the button;
- the reply sheet's grabber, focused when the sheet is presented, is a slider whose value is
  its detent; the arrow keys move the sheet between its detents; its custom actions are its
  `aria-keyshortcuts` (the arrows, and Escape for Dismiss);
- two-way focus: DOM focus moved by the page's user (`element.focus()`, as a screen reader's
  cursor or a click moves it) moves the window's focus there (the element gets
  `tabindex="0"`, and Tab goes on from it in the window's order); an element behind the
  modal card that takes DOM focus anyway does not take the window's: the next Tab lands in
  the card;
- the reply field is a real text input: role textbox named "Message", its value the typed
  text without the drawn caret, its caret (`selectionStart`) at the window's insertion point
  (after typing and after ArrowLeft), and focusing it makes the field edit (the drawn
  keyboard shows) so typing reaches it;
- reading order: the accessibility tree holds the elements Tab visits (the window's reading
  order) in the same order, in the menu (title first, though its buttons come first in the
  DOM), the conversation and the reply sheet (its grabber first, as the window reads it).

With CARDDECK_A11Y_DUMP=PREFIX in the environment, it first writes the compacted
accessibility tree (Scripts/browser_a11y.py `compact_tree`: one line per node that is not
ignored, role, "name", value=, and focused / modal / keyshortcuts, indented by depth) of
scenarios 1, 5 (the conversation, then the reply sheet presented with its field editing) and
6 to PREFIX1.txt, PREFIX5.txt and PREFIX6.txt. `browser_check.py --a11y-only` runs only this
file's steps, against any carddeck-demo binary.

Python 3 standard library only. `check(browser)` takes the `BrowserCheck` of
browser_check.py, with its page loaded and in control, and reports through its `Report`.
"""

from __future__ import annotations

import os
import time

KEY_LETTERS = set("qwertyuiopasdfghjklzxcvbnm")


def ax_tree(browser) -> list[dict]:
    """The page's computed accessibility tree: [{role, name, ignored, value, node}] per AX
    node."""
    nodes = browser.cdp.call("Accessibility.getFullAXTree", {}, timeout=15)["nodes"]
    result = []
    for node in nodes:
        result.append({
            "role": (node.get("role") or {}).get("value"),
            "name": (node.get("name") or {}).get("value", ""),
            "ignored": node.get("ignored", False),
            "value": (node.get("value") or {}).get("value"),
            "node": node.get("backendDOMNodeId"),
        })
    return result


def ax_walk(browser) -> list[tuple[int, dict]]:
    """The accessibility tree's nodes that are not ignored, depth first in the order a screen
    reader browses them, with their depth (an ignored node's children take its place)."""
    nodes = browser.cdp.call("Accessibility.getFullAXTree", {}, timeout=15)["nodes"]
    if not nodes:
        return []
    by_id = {n["nodeId"]: n for n in nodes}
    result: list[tuple[int, dict]] = []
    stack = [(nodes[0], 0)]
    while stack:
        node, depth = stack.pop()
        role = (node.get("role") or {}).get("value")
        named = bool((node.get("name") or {}).get("value"))
        shown = (not node.get("ignored", False) and role != "InlineTextBox"
                 and (named or role not in ("generic", "none")))
        if shown:
            result.append((depth, node))
        children = [by_id[c] for c in node.get("childIds", []) if c in by_id]
        stack.extend((child, depth + (1 if shown else 0)) for child in reversed(children))
    return result


def compact_tree(browser) -> str:
    """The accessibility tree as text: a line per node that is not ignored (InlineTextBox and
    unnamed generic nodes left out), role, "name", value=, and the properties focused, modal
    and keyshortcuts, indented two spaces a level."""
    lines = []
    for depth, node in ax_walk(browser):
        role = (node.get("role") or {}).get("value")
        if role == "InlineTextBox":
            continue
        line = "  " * depth + str(role)
        name = (node.get("name") or {}).get("value")
        if name:
            line += " " + json_text(name)
        value = (node.get("value") or {}).get("value")
        if value not in (None, ""):
            line += " value=" + json_text(str(value))
        for prop in node.get("properties", []):
            value = (prop.get("value") or {}).get("value")
            if prop["name"] in ("focused", "modal") and value is True:
                line += " " + prop["name"]
            elif prop["name"] == "keyshortcuts" and value:
                line += " keyshortcuts=" + json_text(str(value))
        lines.append(line)
    return "\n".join(lines) + "\n"


def json_text(text: str) -> str:
    import json
    return json.dumps(text, ensure_ascii=False)


def node_of(browser, backend_id: int | None) -> int | None:
    """The CardDeck node id (data-node) of the DOM element behind an accessibility node."""
    if backend_id is None:
        return None
    try:
        described = browser.cdp.call("DOM.describeNode", {"backendNodeId": backend_id})["node"]
    except Exception:  # a text node or one that went away
        return None
    attributes = described.get("attributes") or []
    pairs = dict(zip(attributes[::2], attributes[1::2]))
    return int(pairs["data-node"]) if "data-node" in pairs else None


def ax_order(browser, wanted: set[int]) -> list[int]:
    """The node ids in `wanted`, in the order the accessibility tree holds them (each once)."""
    order: list[int] = []
    for _, node in ax_walk(browser):
        if (node.get("role") or {}).get("value") in ("StaticText", "InlineTextBox"):
            continue
        found = node_of(browser, node.get("backendDOMNodeId"))
        if found in wanted and found not in order:
            order.append(found)
    return order


def tab_cycle(browser, what: str, limit: int = 40) -> list[int | None]:
    """The node ids DOM focus visits as Tab goes round once (the window's reading order)."""
    seen: list[int | None] = []
    for _ in range(limit):
        browser.key("Tab")
        browser.wait_idle(what, quiet=0.2)
        node = active(browser)["node"]
        if seen and node == seen[0]:
            break
        seen.append(node)
    return seen


def reading_order(browser, what: str, first: int | None = None) -> None:
    """Tab goes round the window's elements in its reading order; the accessibility tree
    holds them in the same order: from `first` (the window's first element there, where focus
    goes when a card is presented), else as a cycle (it may start elsewhere)."""
    cycle = tab_cycle(browser, f"a11y: Tab round {what}")
    ids = [n for n in cycle if n is not None]
    tree = ax_order(browser, set(ids))
    if first in ids:
        at = ids.index(first)
        ids = ids[at:] + ids[:at]
        rotated = tree
    else:
        start = tree.index(ids[0]) if ids and ids[0] in tree else 0
        rotated = tree[start:] + tree[:start]
    labels = browser.cdp.js("((ids) => ids.map((id) => { const e = cardDeck.element(id); "
                            "const t = e && (e._input || e); return t ? (t.getAttribute("
                            "'aria-label') || t.getAttribute('data-text')) : null; }))(%s)"
                            % json_text(str(ids)).strip('"'))
    browser.report.check(len(ids) >= 2 and None not in cycle and rotated == ids,
                         f"a11y: reading order {what}",
                         f"Tab visits {ids} {labels}; the accessibility tree holds them as "
                         f"{tree}")


def dump_trees(browser, prefix: str) -> None:
    """Writes the compacted tree of scenarios 1, 5 (then with the reply sheet up and its
    field editing) and 6 to PREFIX1.txt, PREFIX5.txt and PREFIX6.txt."""
    for key in ("1", "5", "6"):
        browser.key(key)
        browser.wait_idle(f"a11y dump: scenario {key}")
        time.sleep(0.5)
        browser.wait_idle(f"a11y dump: scenario {key}")
        text = f"# scenario {key}\n" + compact_tree(browser)
        if key == "5":
            reply = browser.named(browser.inspect()["nodes"], "conversation.reply")
            if reply:
                element_click(browser, reply[0][0])
                browser.wait_idle("a11y dump: reply sheet")
                text += "\n# scenario 5, the reply sheet presented (reply button's click())\n"
                text += compact_tree(browser)
                field = browser.named(browser.inspect()["nodes"], "reply.field")
                if field:
                    element_click(browser, field[0][0])
                    browser.wait_idle("a11y dump: field")
                    for letter in "Hi":
                        browser.key(letter)
                    browser.wait_idle("a11y dump: typed")
                    text += ("\n# scenario 5, the field tapped (click()) and \"Hi\" typed\n"
                             + compact_tree(browser))
                escape(browser)
                browser.wait_idle("a11y dump: Escape")
                escape(browser)
                browser.wait_idle("a11y dump: Escape")
        with open(f"{prefix}{key}.txt", "w", encoding="utf-8") as f:
            f.write(text)
        browser.report.ok(f"a11y dump: scenario {key}", f"{prefix}{key}.txt")


def dialogs(browser) -> list[tuple[str, str]]:
    """(role, name) of every dialog a screen reader finds."""
    return [(n["role"], n["name"]) for n in ax_tree(browser)
            if n["role"] in ("dialog", "alertdialog") and not n["ignored"]]


def said(browser, since: int) -> list[str]:
    return browser.cdp.js("cardDeck.announcements")[since:]


def element_click(browser, node_id: int) -> bool:
    """`element.click()` on a node's element: what a screen reader's activate does."""
    return browser.cdp.js(f"(() => {{ const e = cardDeck.element({node_id}); "
                          f"if (!e) return false; e.click(); return true; }})()")


def cards_in_window(browser) -> list[list]:
    nodes = browser.inspect()["nodes"]
    height = browser.cdp.js("innerHeight")
    return [n for n in nodes if n[1] == "card" and n[3] < height - 1 and n[5] > 0]


def replayed_press(browser, node_id: int, finish: str) -> bool:
    """A press on a node's element dispatched by script, as an activation replays it: the
    browser does not track such a pointer, so the page cannot capture it. `finish` is
    "release" (pointerup and click follow) or "blur" (the page loses focus instead)."""
    return browser.cdp.js("""((id, finish) => {
      const e = cardDeck.element(id);
      if (!e) return false;
      const r = e.getBoundingClientRect();
      const at = { bubbles: true, cancelable: true, composed: true, pointerId: 7,
        pointerType: 'mouse', isPrimary: true, button: 0, buttons: 1,
        clientX: r.left + r.width / 2, clientY: r.top + r.height / 2 };
      e.dispatchEvent(new PointerEvent('pointerdown', at));
      if (finish === 'release') {
        e.dispatchEvent(new PointerEvent('pointerup', { ...at, buttons: 0 }));
        e.dispatchEvent(new MouseEvent('click', { ...at, buttons: 0, detail: 1 }));
      } else {
        window.dispatchEvent(new Event('blur'));
      }
      return true;
    })(%d, %s)""" % (node_id, '"release"' if finish == "release" else '"blur"'))


def active(browser) -> dict:
    """What has DOM focus: its node id (None for body), label, and whether it is inside an
    open modal dialog or inside something aria-hidden."""
    return browser.cdp.js("""(() => {
      const a = document.activeElement;
      const node = a && a.dataset && a.dataset.node !== undefined ? Number(a.dataset.node) : null;
      const dialog = a ? a.closest('[role="dialog"][aria-modal="true"]') : null;
      return { node, label: a ? a.getAttribute('aria-label') : null,
        inDialog: !!dialog && !dialog.closest('[aria-hidden="true"]'),
        hidden: !!(a && a.closest('[aria-hidden="true"]')) };
    })()""")


def ring_around(browser, ring_id: int, node_id: int) -> str | None:
    """The focused element's rect if the drawn ring's element surrounds it (3 pt outset and
    0.5 px slack), else None."""
    return browser.cdp.js("""((ringId, nodeId) => {
      const ring = cardDeck.element(ringId), el = cardDeck.element(nodeId);
      if (!ring || !el) return null;
      const r = ring.getBoundingClientRect(), e = el.getBoundingClientRect();
      const s = 3.5;
      const inside = e.left >= r.left - s && e.top >= r.top - s && e.right <= r.right + s
        && e.bottom <= r.bottom + s && e.width > 0;
      return inside ? `${e.left.toFixed(1)},${e.top.toFixed(1)} ${e.width.toFixed(1)}x`
        + `${e.height.toFixed(1)} in ${r.width.toFixed(1)}x${r.height.toFixed(1)}` : null;
    })(%d, %d)""" % (ring_id, node_id))


def escape(browser) -> None:
    press(browser, "Escape", 27)


def press(browser, key: str, code: int) -> None:
    """A real press of a key that types nothing (Escape, an arrow): keyDown, then keyUp."""
    common = {"key": key, "code": key, "windowsVirtualKeyCode": code, "nativeVirtualKeyCode": code}
    browser.cdp.call("Input.dispatchKeyEvent", {"type": "keyDown", **common})
    browser.cdp.call("Input.dispatchKeyEvent", {"type": "keyUp", **common})


def sliders(browser) -> list[tuple[str, str | None]]:
    """(name, value) of every slider a screen reader finds."""
    return [(n["name"], n["value"]) for n in ax_tree(browser)
            if n["role"] == "slider" and not n["ignored"]]


def grabber_slider(browser, focused: dict) -> None:
    """The reply sheet's grabber is a slider valued with its detent; with DOM focus on it,
    Down and Up move the card between its two detents, and the value follows."""
    report = browser.report
    def value_text() -> str | None:
        return browser.cdp.js(f"cardDeck.element({focused['node'] or -1})"
                              "?.getAttribute('aria-valuetext')")

    before = sliders(browser)
    values = [before[0][1]] if before else []
    texts = [value_text()]
    for key, code in (("ArrowDown", 40), ("ArrowUp", 38)):
        press(browser, key, code)
        browser.wait_idle(f"a11y: {key} on the grabber")
        now = sliders(browser)
        values.append(now[0][1] if now else None)
        texts.append(value_text())
    still = active(browser)
    report.check(len(before) == 1 and focused["label"] == before[0][0]
                 and len(set(values)) == 2 and None not in values and len(set(texts)) == 2
                 and still["node"] == focused["node"], "a11y: grabber is an adjustable slider",
                 f"sliders (name, value) on presentation: {before}; document.activeElement "
                 f"{focused}; value (aria-valuetext) after ArrowDown, ArrowUp: {values} {texts}; "
                 f"focus after: {still}")


def keyboard_round_trip(browser, reply_id: int) -> None:
    """Keyboard only: Tab until DOM focus is on the reply button, Enter presents the sheet
    with focus in it, Escape dismisses it and focus comes back to the button."""
    report = browser.report
    visited = []
    for _ in range(15):
        browser.key("Tab")
        browser.wait_idle("a11y: Tab to the reply button", quiet=0.2)
        now = active(browser)
        visited.append(now["label"])
        if now["node"] == reply_id:
            break
    if not report.check(visited and active(browser)["node"] == reply_id,
                        "a11y: Tab reaches the reply button",
                        f"DOM focus after each Tab (aria-label): {visited}"):
        return
    browser.key("Enter")
    browser.wait_idle("a11y: Enter presents")
    inside = active(browser)
    cards = cards_in_window(browser)
    report.check(bool(cards) and inside["inDialog"], "a11y: Enter presents, focus in the card",
                 f"{len(cards)} card(s) in the window; document.activeElement {inside}")
    escape(browser)
    browser.wait_idle("a11y: Escape dismisses")
    back = active(browser)
    left = cards_in_window(browser)
    report.check(not left and back["node"] == reply_id, "a11y: Escape dismisses, focus back",
                 f"{len(left)} card(s) left; document.activeElement {back} (want the reply "
                 f"button #{reply_id})")


def two_way_focus(browser, node_id: int) -> None:
    """`element.focus()` on an element that does not have the window's focus (a screen
    reader's cursor, a click): the window's focus follows (the element gets tabindex 0), and
    Tab goes on from it."""
    browser.cdp.js(f"cardDeck.element({node_id}).focus()")
    browser.wait_idle("a11y: DOM focus moved by the page's user")
    time.sleep(0.2)
    browser.wait_idle("a11y: DOM focus moved by the page's user")
    now = active(browser)
    tabindex = browser.cdp.js(f"cardDeck.element({node_id}).getAttribute('tabindex')")
    browser.key("Tab")
    browser.wait_idle("a11y: Tab after DOM focus moved")
    after = active(browser)
    browser.report.check(now["node"] == node_id and tabindex == "0"
                         and after["node"] not in (None, node_id),
                         "a11y: DOM focus moves the window's focus",
                         f"#{node_id}.focus(): document.activeElement {now}, its tabindex "
                         f"{tabindex!r} (0: the window's focus); after Tab: {after}")


def focus_trapped(browser, behind_id: int) -> None:
    """With the card up, an element behind it that takes DOM focus anyway (given a tabindex by
    script) does not take the window's: the next Tab lands in the card."""
    browser.cdp.js(f"(() => {{ const e = cardDeck.element({behind_id}); "
                   "e.setAttribute('tabindex', '-1'); e.focus(); })()")
    browser.wait_idle("a11y: focus behind the card")
    browser.key("Tab")
    browser.wait_idle("a11y: Tab after focus behind the card")
    after = active(browser)
    browser.cdp.js(f"cardDeck.element({behind_id}).removeAttribute('tabindex')")
    browser.report.check(after["node"] is not None and after["inDialog"] and not after["hidden"],
                         "a11y: focus stays trapped in the card",
                         f"#{behind_id} (behind the card) focused by script, then Tab: "
                         f"document.activeElement {after}")


def keyshortcuts(browser, grabber: dict) -> None:
    """The grabber's custom actions as aria-keyshortcuts: the arrows (Expand, Collapse) and
    Escape (Dismiss), in the accessibility tree as its keyshortcuts property."""
    found = [prop for _, node in ax_walk(browser)
             if (node.get("role") or {}).get("value") == "slider"
             for prop in node.get("properties", []) if prop["name"] == "keyshortcuts"]
    value = (found[0].get("value") or {}).get("value") if found else None
    keys = set(str(value or "").split())
    browser.report.check({"ArrowUp", "ArrowDown", "Escape"} <= keys,
                         "a11y: grabber's custom actions as key shortcuts",
                         f"slider {grabber['label']!r} keyshortcuts {value!r}")


def text_input(browser, field_id: int) -> None:
    """The reply field is a real text input: focusing it (a screen reader entering typing
    mode) makes the field edit; typed text is its value without the drawn caret, and its caret
    follows the window's insertion point."""
    report, cdp = browser.report, browser.cdp
    cdp.js(f"cardDeck.element({field_id})._input?.focus()")
    browser.wait_idle("a11y: the field's input focused")
    keyboard = browser.named(browser.inspect()["nodes"], "keyboard")
    for letter in "Hi":
        browser.key(letter)
    browser.wait_idle("a11y: typed into the field")
    boxes = [(n.get("role", {}).get("value"), n.get("name", {}).get("value"),
              (n.get("value") or {}).get("value")) for _, n in ax_walk(browser)
             if (n.get("role") or {}).get("value") == "textbox"]
    caret = cdp.js(f"cardDeck.element({field_id})._input?.selectionStart ?? null")
    press(browser, "ArrowLeft", 37)
    browser.wait_idle("a11y: ArrowLeft in the field")
    moved = cdp.js(f"cardDeck.element({field_id})._input?.selectionStart ?? null")
    drawn = [n.get("name", {}).get("value") for _, n in ax_walk(browser)
             if "|" in str((n.get("name") or {}).get("value", ""))]
    focused = active(browser)
    report.check(bool(keyboard) and ("textbox", "Message", "Hi") in boxes and caret == 2
                 and moved == 1 and not drawn and focused["node"] == field_id,
                 "a11y: the reply field is a text input",
                 f"input.focus() drew the keyboard: {bool(keyboard)}; textboxes (role, name, "
                 f"value) after typing Hi: {boxes}; selectionStart {caret}, after ArrowLeft "
                 f"{moved}; names with the drawn caret: {drawn}; document.activeElement "
                 f"{focused}")
    press(browser, "End", 35)
    for _ in "Hi":
        press(browser, "Backspace", 8)
    browser.wait_idle("a11y: the field emptied")


def check(browser) -> None:
    """Runs every screen-reader check on the compose and music scenarios (keys 5 and 3)."""
    cdp, report = browser.cdp, browser.report
    cdp.call("Accessibility.enable")
    cdp.call("DOM.enable")
    prefix = os.environ.get("CARDDECK_A11Y_DUMP")
    if prefix:
        dump_trees(browser, prefix)

    # The menu: its title first, as the window reads it, though its buttons come first in
    # the DOM.
    browser.key("m")
    browser.wait_idle("a11y: menu")
    reading_order(browser, "in the menu")

    # Compose: activate the reply button with click(), as a screen reader does.
    browser.key("5")
    browser.wait_idle("a11y: reply scenario")
    nodes = browser.inspect()["nodes"]
    reply = browser.named(nodes, "conversation.reply")
    if not reply:
        report.fail("a11y: click() activates", "no conversation.reply node after key 5")
        return
    two_way_focus(browser, reply[0][0])
    reading_order(browser, "in the conversation")
    since = len(said(browser, 0))
    element_click(browser, reply[0][0])
    browser.wait_idle("a11y: reply sheet by click()")
    cards = cards_in_window(browser)
    report.check(bool(cards), "a11y: click() activates",
                 f"conversation.reply#{reply[0][0]}.click() presented "
                 f"{len(cards)} card(s) in the window")
    found = dialogs(browser)
    report.check(bool(found) and all(name for _, name in found)
                 and ("dialog", "Reply to Maya") in found, "a11y: dialog names",
                 f"dialogs in the accessibility tree (role, name): {found}")
    announced = said(browser, since)
    report.check(any(a.startswith("Card presented") for a in announced),
                 "a11y: live region on present", f"announced since the click: {announced}")

    # DOM focus follows the window's: into the card on presentation, and with Tab.
    first = active(browser)
    report.check(first["node"] is not None and first["inDialog"], "a11y: focus moves into the card",
                 f"document.activeElement after the presentation: {first}")
    grabber_slider(browser, first)
    keyshortcuts(browser, first)
    focus_trapped(browser, reply[0][0])
    browser.key("Tab")
    browser.wait_idle("a11y: Tab")
    moved = active(browser)
    ring = browser.named(browser.inspect()["nodes"], "focus.ring")
    around = ring_around(browser, ring[0][0], moved["node"]) if ring and moved["node"] else None
    report.check(moved["node"] not in (None, first["node"]) and moved["inDialog"] and bool(around),
                 "a11y: Tab moves DOM focus with the ring",
                 f"document.activeElement after Tab: {moved}; focus.ring "
                 f"{'#' + str(ring[0][0]) if ring else 'missing'} around it: {around}")

    # The field edits: the drawn keyboard shows, and its keys are out of the tree.
    field = browser.named(browser.inspect()["nodes"], "reply.field")
    if field:
        text_input(browser, field[0][0])
        reading_order(browser, "in the reply sheet", first["node"])
        element_click(browser, field[0][0])
        browser.wait_idle("a11y: keyboard")
        nodes = browser.inspect()["nodes"]
        keyboard = browser.named(nodes, "keyboard")
        exposed = sorted({n["name"] for n in ax_tree(browser) if not n["ignored"]
                          and n["name"] in KEY_LETTERS})
        hidden = cdp.js(f"cardDeck.element({keyboard[0][0]})?.getAttribute('aria-hidden')"
                        ) if keyboard else None
        report.check(bool(keyboard) and hidden == "true" and not exposed,
                     "a11y: drawn keyboard hidden",
                     f"keyboard {'#' + str(keyboard[0][0]) if keyboard else 'not drawn'} "
                     f"aria-hidden={hidden!r}; key letters in the accessibility tree: {exposed}")
    else:
        report.fail("a11y: drawn keyboard hidden", "no reply.field node in the reply sheet")

    # Dismiss by click() on the card's Dismiss button.
    handle = browser.named(browser.inspect()["nodes"], "card.handle")
    since = len(said(browser, 0))
    if handle:
        element_click(browser, handle[-1][0])
        browser.wait_idle("a11y: dismiss by click()")
    left = cards_in_window(browser)
    announced = said(browser, since)
    report.check(bool(handle) and not left and "Card dismissed" in announced,
                 "a11y: click() on Dismiss",
                 (f"card.handle#{handle[-1][0]}.click(): " if handle else "no card.handle; ")
                 + f"{len(left)} card(s) left in the window; announced {announced}")
    keyboard_round_trip(browser, reply[0][0])

    # Music: a replayed press, release and click is one tap; a press left unfinished is
    # cancelled, and a real click after it still taps.
    browser.key("3")
    browser.wait_idle("a11y: music stack")
    mini = browser.named(browser.inspect()["nodes"], "library.miniPlayer")
    if not mini:
        report.fail("a11y: unfinished press cancelled", "no library.miniPlayer after key 3")
        return
    mini_id = mini[0][0]
    since = len(said(browser, 0))
    replayed_press(browser, mini_id, "blur")
    browser.wait_idle("a11y: unfinished press")
    time.sleep(0.3)
    browser.wait_idle("a11y: unfinished press")
    unfinished = cards_in_window(browser)
    _, _, x, y, w, h = browser.named(browser.inspect()["nodes"], "library.miniPlayer")[0]
    browser.click(x + w / 2, y + h / 2)
    browser.wait_idle("a11y: real click after")
    after = cards_in_window(browser)
    report.check(not unfinished and bool(after), "a11y: unfinished press cancelled",
                 f"a press on library.miniPlayer#{mini_id} whose page lost focus before the "
                 f"release presented {len(unfinished)} card(s); a real click then presented "
                 f"{len(after)}")
    # Back to the library, then the replayed activation.
    handle = browser.named(browser.inspect()["nodes"], "card.handle")
    if handle:
        element_click(browser, handle[-1][0])
        browser.wait_idle("a11y: dismiss the now-playing card")
    before = len(cards_in_window(browser))
    since = len(said(browser, 0))
    replayed_press(browser, mini_id, "release")
    browser.wait_idle("a11y: replayed activation")
    presented = [a for a in said(browser, since) if a.startswith("Card presented")]
    now = len(cards_in_window(browser))
    report.check(now == before + 1 and len(presented) == 1,
                 "a11y: replayed press, release and click is one tap",
                 f"cards in the window {before} → {now}; presentations announced: {presented}")
    found = dialogs(browser)
    report.check(bool(found) and all(name for _, name in found), "a11y: now-playing dialog name",
                 f"dialogs (role, name): {found}")
