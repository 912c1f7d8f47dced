import CardDeckViews

/// One part of the inspector's panel (the tree, the cards, the motion plot, tuning, the
/// timeline): it reads the engine's state after each frame and tells the inspecting pages what
/// changed.
///
/// A section is a consumer of the engine's state, never a second engine: it keeps only what it
/// needs to say what changed since its last message, and it changes the window only when a
/// page that controls the window asks it to (``receive(_:in:)`` with
/// ``InspectorCommand/controls`` true). Messages go both ways as JSON objects whose type `t`
/// is `i.` followed by the section's ``name``.
///
/// The page side of a section is ``script``, run once when the inspector's page loads. It
/// registers the section with the page's inspector runtime:
///
/// ```js
/// CardDeckInspector.register("cards", {
///   mount(element, inspector) { /* build the section's DOM in element */ },
///   receive(message) { /* apply a message of type "i.cards" */ },
/// });
/// ```
///
/// `inspector.send(object)` sends a command (its `t` is set to the section's type), and
/// `inspector.phone` is the element that holds the phone window, for overlays.
@MainActor
public protocol InspectorSection: AnyObject {
    /// The section's name: a short lowercase word such as `tree` or `cards`, unique in an
    /// inspector. Its messages carry the type `i.<name>`.
    var name: String { get }

    /// The section's page script and style: JavaScript that registers the section with
    /// `CardDeckInspector.register(name, section)`.
    var script: String { get }

    /// Called after every frame the window runs, after the hosts committed it.
    ///
    /// - Parameter context: The inspected session.
    /// - Returns: A message for every inspecting page, or `nil` when nothing the section shows
    ///   changed (most frames: a section must cost next to nothing when nothing changed).
    func frameDidCommit(in context: InspectorContext) -> InspectorMessage?

    /// Everything the section shows, for a page that has just connected.
    ///
    /// - Parameter context: The inspected session.
    /// - Returns: The message that brings a new page up to date.
    func snapshot(in context: InspectorContext) -> InspectorMessage

    /// A command from a page.
    ///
    /// - Parameters:
    ///   - command: The command; a watching page's commands have `controls == false` and may
    ///     only ask for information.
    ///   - context: The inspected session.
    /// - Returns: A reply for the page that sent the command, or `nil`.
    func receive(_ command: InspectorCommand, in context: InspectorContext) -> InspectorMessage?

    /// The key under which the inspector may hold `command` until the end of the session's
    /// turn, so that of the commands with the same key from the same page only the latest runs
    /// (through ``receive(_:in:)``, at the turn's end); `nil` runs the command at once.
    /// Default: `nil` for every command.
    ///
    /// Hold commands a page may send far faster than they are worth running and whose latest
    /// replaces the ones before it (a seek, a pick, a new value of one field): a flood of them
    /// then costs one run per key and turn. Keys are the section's own (the inspector keeps
    /// each section's apart) and compared as strings; put in the key whatever makes two
    /// commands replace each other (the standard tuning section's is the card and the field).
    /// Held keys run in the order their first command came. A command of the section that is
    /// not held runs the section's held commands first, so it follows the commands sent before
    /// it. A held command is dropped if its page leaves before the turn's end, and one that
    /// its page sent while it controlled the window (``InspectorCommand/controls``) runs only if
    /// the page still controls it.
    ///
    /// - Parameter command: A page's command, not yet run.
    /// - Returns: The key to hold it under, or `nil` to run it at once.
    func coalescingKey(for command: InspectorCommand) -> String?

    /// Called when the inspector leaves its session (`WebSession.inspector` set to `nil` or to
    /// another inspector): detach everything the section attached to the window or the engine
    /// (a host renderer, observers), so that the session costs what it costs without an
    /// inspector. The section attaches again at its next ``frameDidCommit(in:)`` or
    /// ``snapshot(in:)``. Default: nothing.
    ///
    /// - Parameter context: The session the inspector leaves.
    func stopInspecting(in context: InspectorContext)
}

extension InspectorSection {
    /// Holds nothing: every command runs at once, when it arrives.
    ///
    /// - Parameter command: A page's command.
    /// - Returns: `nil`.
    public func coalescingKey(for command: InspectorCommand) -> String? { nil }

    /// Does nothing: a section that attaches nothing has nothing to detach.
    ///
    /// - Parameter context: The session the inspector leaves.
    public func stopInspecting(in context: InspectorContext) {}
}
