import CardDeckViews

/// One step of a patch, applied by the page's runtime in order.
///
/// Elements are named by their node's `ViewNode.ID` raw value; parent 0 is the window. An
/// index is a position among the parent's children as the page has them at that step, so
/// the runtime inserts before the child at that index (or appends past the end).
public enum WebPatchOperation: Hashable, Sendable {
    /// Drops every element and sizes the window (a tree read whole follows): JSON
    /// `["R", width, height]`.
    case reset(Size)
    /// Resizes the window: `["W", width, height]`.
    case resize(Size)
    /// Creates an element with the given fields of its style (the others keep the defaults of
    /// `WebStyle()`), at an index of its parent: `["i", id, parent, index, {fields}]`.
    case insert(id: UInt64, parent: UInt64, index: Int, style: WebStyle, fields: WebStyle.Fields)
    /// Moves an element, with its subtree, to an index of a parent (maybe the same one):
    /// `["m", id, parent, index]`.
    case move(id: UInt64, parent: UInt64, index: Int)
    /// Removes an element and its subtree: `["r", id]`.
    case remove(id: UInt64)
    /// Sets some fields of an element's style: `["u", id, {fields}]`.
    case update(id: UInt64, style: WebStyle, fields: WebStyle.Fields)
    /// Sets or removes ARIA attributes of an element (see `WebAccessibilityTracker`):
    /// `["a", id, {"name": "value" or null, …}]`.
    case aria(id: UInt64, attributes: [WebARIAAttribute])
    /// Speaks a message through the page's visually hidden `aria-live="polite"` region:
    /// `["L", "message"]`.
    case announce(String)

    /// The parent id that stands for the window.
    public static let windowID: UInt64 = 0
}
