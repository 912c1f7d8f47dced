import CardDeckViews
import CardDeckWeb
import Foundation

/// The inspector of a `WebSession`: it drives its sections after every turn of the session,
/// brings each page that opens up to date, routes the pages' `i.<name>` commands to the
/// section of that name, and makes the page that shows the phone window with the panel
/// beside it.
///
/// ```swift
/// let inspector = WebInspector()
/// var configuration = WebServerConfiguration()
/// configuration.page = inspector.page
/// let server = try WebServer(configuration: configuration)
/// let session = WebSession(window: window, transport: server)
/// session.sizing = .fixed
/// session.inspector = inspector
/// try session.run()
/// ```
///
/// Messages to the pages go through `WebSession.sendInspectorMessage(_:to:)`: the same
/// connections, token and admission as the patches, and the same limit on bytes waiting to be
/// written. A page that misses a section's message because it is behind gets every section's
/// snapshot once it has caught up, never the messages it missed.
///
/// An inspector serves one session: its sections follow one window, and it knows pages by
/// their connection numbers, which each server counts from 1. Give every session an inspector
/// of its own. An inspector that a second session calls while its first is still there ignores
/// that session, with a warning (`Diagnostics`), so the first session's panel stays right.
@MainActor
public final class WebInspector: WebSessionInspecting {
    /// The sections, in the order the panel shows them.
    public let sections: [any InspectorSection]
    /// Pages that missed a message and wait for snapshots.
    private var behind: Set<WebConnectionID> = []
    /// The commands the sections hold this turn (seeks, picks, tuning sets), of which only the
    /// latest with each key runs, at the turn's end: a page that floods them must not queue one
    /// run per message.
    private var held = CoalescedCommands()
    /// The session the inspector serves: the first that called it and is still there.
    private weak var owner: WebSession?
    /// Whether a second session was warned about already.
    private var warnedAboutSecondSession = false

    /// Creates an inspector.
    ///
    /// - Parameter sections: The sections, in the panel's order, with unique names; default
    ///   ``standardSections()``.
    public init(sections: [any InspectorSection]) {
        self.sections = sections
    }

    /// Creates an inspector with the ``standardSections()``.
    public convenience init() {
        self.init(sections: Self.standardSections())
    }

    /// The sections every inspector has by default, in the panel's order.
    ///
    /// - Returns: New sections: the tree, then each other section.
    public static func standardSections() -> [any InspectorSection] {
        [
            // One line per section, in the panel's order.
            TreeSection(),
            CardsSection(),
            MotionSection(),
            TuningSection(),
            TimelineSection(),
        ]
    }

    /// The inspector's page: the web host's page with the panel and every section's script.
    /// Serve it as the `WebServerConfiguration.page`.
    public var page: String { InspectorPage.html(sections: sections) }

    /// The section with this name, if any.
    ///
    /// - Parameter name: The section's ``InspectorSection/name``.
    /// - Returns: The section, or `nil`.
    public func section(named name: String) -> (any InspectorSection)? {
        sections.first { $0.name == name }
    }

    // MARK: WebSessionInspecting

    /// Runs the commands the sections held this turn (the latest with each key), hands the
    /// motion section the engine's time for the turn's frame
    /// (`WebSession.latestFrameCost`), runs every section's
    /// ``InspectorSection/frameDidCommit(in:)`` and sends what changed, then brings the pages
    /// that were behind up to date.
    ///
    /// - Parameter session: The session.
    public func sessionDidFinishTurn(_ session: WebSession) {
        guard serves(session) else { return }
        runHeld(held.take(), in: session)
        let context = InspectorContext(session: session)
        if let cost = session.latestFrameCost {
            for case let motion as MotionSection in sections {
                motion.recordFrameCost(seconds: cost)
            }
        }
        commit(in: context)
        guard !behind.isEmpty else { return }
        behind.formIntersection(session.connections)
        for connection in behind
        where session.transport.pendingOutboundBytes(for: connection)
            <= WebSession
            .maximumQueuedBytes
        {
            behind.remove(connection)
            sendSnapshots(to: connection, in: context)
        }
    }

    /// Sends the new page every section's snapshot, after the other pages got what changed
    /// since the latest turn (the snapshot includes it).
    ///
    /// - Parameters:
    ///   - session: The session.
    ///   - connection: The page.
    public func session(_ session: WebSession, didOpen connection: WebConnectionID) {
        guard serves(session) else { return }
        let context = InspectorContext(session: session)
        behind.remove(connection)
        commit(in: context, excluding: connection)
        sendSnapshots(to: connection, in: context)
    }

    /// Hands a page's command to its section and sends the section's reply to that page.
    ///
    /// A command the section holds is the exception (``InspectorSection/coalescingKey(for:)``;
    /// of the standard sections, the controlling page's timeline seeks
    /// (`{"t":"i.timeline","do":"seek"}`), a page's tree picks (`"do":"pick"`) and its tuning
    /// sets of one card's field (`"do":"set"`)). Of the commands with one key only the latest
    /// of a turn runs, at the turn's end, and gets the reply, so a page that floods them costs
    /// one run per key and turn. Any other command of the same section runs what waits before
    /// it, so that a step, a resume or a reset still follows the commands sent before it.
    ///
    /// - Parameters:
    ///   - session: The session.
    ///   - text: The command's JSON text.
    ///   - connection: The page.
    ///   - controls: Whether the page controls the window.
    public func session(
        _ session: WebSession, received text: String, from connection: WebConnectionID,
        controls: Bool
    ) {
        guard
            let members = (try? JSONSerialization.jsonObject(with: Data(text.utf8)))
                as? [String: Any]
        else { return }
        self.session(
            session, received: text, members: members, from: connection, controls: controls)
    }

    /// Hands a page's command, already read into its JSON object, to its section, as
    /// ``session(_:received:from:controls:)`` does; the session calls this one, so that each
    /// command is read once.
    ///
    /// - Parameters:
    ///   - session: The session.
    ///   - text: The command's JSON text.
    ///   - members: The command's JSON object.
    ///   - connection: The page.
    ///   - controls: Whether the page controls the window.
    public func session(
        _ session: WebSession, received text: String, members: [String: Any],
        from connection: WebConnectionID, controls: Bool
    ) {
        guard serves(session), let type = members["t"] as? String, type.hasPrefix("i.") else {
            return
        }
        let name = String(type.dropFirst(2))
        guard let section = section(named: name) else {
            var json = InspectorJSON()
            json.append("{\"t\":\"error\",\"text\":")
            json.string("unknown inspector section '\(name.prefix(32))'")
            json.append("}")
            session.sendInspectorMessage(json.text, to: connection)
            return
        }
        let command = InspectorCommand(section: name, members: members, controls: controls)
        if let key = section.coalescingKey(for: command) {
            held.hold(command, key: key, section: name, from: connection)
            return
        }
        runHeld(held.take(section: name), in: session)
        run(command, of: section, from: connection, in: session)
    }

    private func run(
        _ command: InspectorCommand, of section: any InspectorSection,
        from connection: WebConnectionID, in session: WebSession
    ) {
        let context = InspectorContext(session: session)
        if let reply = section.receive(command, in: context),
            !session.sendInspectorMessage(reply.text, to: connection)
        {
            behind.insert(connection)
        }
    }

    /// Runs held commands whose pages are still there; one a page sent while it controlled the
    /// window only while it still does (a page loses control only by leaving today, but a
    /// section must not run a controlling command for a page that no longer controls).
    private func runHeld(_ entries: [CoalescedCommands.Entry], in session: WebSession) {
        for entry in entries where session.connections.contains(entry.connection) {
            guard let section = section(named: entry.section) else { continue }
            if entry.command.controls, !session.controls(entry.connection) { continue }
            run(entry.command, of: section, from: entry.connection, in: session)
        }
    }

    /// Tells every section to detach what it attached (``InspectorSection/stopInspecting(in:)``)
    /// and forgets the pages: the session no longer has this inspector.
    ///
    /// - Parameter session: The session the inspector leaves.
    public func sessionDidRemoveInspector(_ session: WebSession) {
        // A session in its deinitializer reads as gone (`owner` is nil by then): it is the one
        // served, unless another that is still there is.
        if let owner, owner !== session { return }
        owner = nil
        behind.removeAll()
        held.removeAll()
        let context = InspectorContext(session: session)
        for section in sections { section.stopInspecting(in: context) }
    }

    /// Whether the inspector serves `session`: the first session that calls it, for as long as
    /// it is there. Another is ignored, with one warning.
    private func serves(_ session: WebSession) -> Bool {
        guard let owner else {
            owner = session
            return true
        }
        if owner === session { return true }
        if !warnedAboutSecondSession {
            warnedAboutSecondSession = true
            Diagnostics.warn(
                "WebInspector: ignored a second session; an inspector serves one session, so "
                    + "give each session an inspector of its own")
        }
        return false
    }

    // MARK: Sending

    /// Sends each section's changes to every page but `excluded` (a page about to get the
    /// snapshots, which include them) and those behind.
    private func commit(in context: InspectorContext, excluding excluded: WebConnectionID? = nil) {
        let session = context.session
        for section in sections {
            guard let message = section.frameDidCommit(in: context) else { continue }
            for connection in session.connections
            where connection != excluded && !behind.contains(connection) {
                if !session.sendInspectorMessage(message.text, to: connection) {
                    behind.insert(connection)
                }
            }
        }
    }

    private func sendSnapshots(to connection: WebConnectionID, in context: InspectorContext) {
        for section in sections {
            let message = section.snapshot(in: context)
            if !context.session.sendInspectorMessage(message.text, to: connection) {
                behind.insert(connection)
                return
            }
        }
    }
}
