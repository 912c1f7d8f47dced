import CardDeckViews

/// Runs a window live in web browsers: sends each page the whole tree when it connects and
/// then one patch per frame that changed something, turns the controlling page's pointers,
/// keys and viewport into input, and steps the frame loop in time with the window's clock.
///
/// ``run(stop:onKey:)`` paces the window as a display link does, like the terminal's live
/// session: it waits for messages no longer than until the next frame while the window has
/// something to do, sleeps while it is idle, runs one frame at the current time with
/// `Window.advanceSkippingMissedFrames(to:)` (missed frames are skipped, never queued), and
/// then sends that frame's patch. A pointer event answers at once: the turn that reads it
/// runs its frame then, with `FrameLoop.runInputFrame(at:)`, rather than at the grid's next tick.
///
/// ### Pages
/// The first page to connect controls the window; a page that connects while another
/// controls it watches (it gets the tree and every patch, and its input is ignored) and
/// takes control when the controlling page leaves — so a reloaded page takes over from its
/// old self. Every page acknowledges each patch; a page with
/// ``maximumPatchesInFlight`` patches unacknowledged, or more than ``maximumQueuedBytes``
/// waiting to be written, gets no more patches until it has caught up, and then the whole
/// tree once: a slow page skips frames, it never works through a queue of stale ones. The
/// announcements of the frames it skipped come with that tree (the newest five), so its
/// screen reader still says them.
///
/// ### Bad input
/// A message that is not JSON closes the page's connection with code 1007; an unknown type
/// or a bad field is answered with `{"t":"error","text":…}` and otherwise ignored. Neither
/// changes the window. A page that goes away with a finger down has its touches cancelled.
@MainActor
public final class WebSession {
    /// What the session does after a key.
    public enum KeyResponse: Hashable, Sendable {
        /// Carry on.
        case `continue`
        /// End the session.
        case quit
    }

    /// Patches a page may leave unacknowledged before it is considered behind: 4.
    public static let maximumPatchesInFlight = 4
    /// Bytes that may wait to be written to a page before it is considered behind: 4 MiB.
    public static let maximumQueuedBytes = 4 << 20
    /// The largest viewport side a page may report, in CSS pixels: 16,384.
    public static let maximumViewportSide = 16_384.0
    /// Pointers one page may have down at once: 11, as many touches as UIKit tracks at once
    /// on an iPad (an iPhone tracks 5). A pointer that goes down beyond them is ignored,
    /// with its moves and its release, so a page cannot make the window track thousands of
    /// touches; each pointer event costs the same whatever ids the page sends.
    public static let maximumPointersPerPage = 11

    /// The window shown; ``replaceWindow(with:pausingInput:)`` changes it.
    public internal(set) var window: Window
    /// Whether the pages' input is ignored, as a watching page's is (while a timeline shows
    /// the past); ``replaceWindow(with:pausingInput:)`` sets it.
    public internal(set) var pausesInput = false
    /// The host that turns commits into patches.
    public let host: WebHost
    /// The connection to the pages.
    public let transport: any WebTransport
    /// How the window meets the viewport; default ``WebWindowSizing/fillViewport``.
    public var sizing = WebWindowSizing.fillViewport
    /// A line each page shows under the window (what to do, which keys); default empty.
    public var statusLine = "" {
        didSet {
            guard statusLine != oldValue else { return }
            for connection in order { sendStatus(to: connection) }
        }
    }
    /// Called with a line for each page that connects or leaves and each request the server
    /// refused; default `nil`. `LineWriter.standardError.line` writes each at once, even to a
    /// pipe or a file.
    public var onLog: ((String) -> Void)?
    /// Maps a message's arrival (`DispatchTime.uptimeNanoseconds`) onto the window's clock;
    /// default: the `SystemClock`'s mapping, or the clock's `now` for any other clock.
    public var arrivalTime: (UInt64) -> Double
    /// What the session sent so far.
    public internal(set) var statistics = WebSessionStatistics()
    /// What watches the session from inside it (the inspector), told after each turn, when a
    /// page opens and of each page's `i.` message; default `nil`, which costs nothing. The
    /// session holds it strongly. An inspector replaced or set to `nil`, or still set when the
    /// session goes away, is told (``WebSessionInspecting/sessionDidRemoveInspector(_:)``), so
    /// that it detaches what it attached to the window.
    public var inspector: (any WebSessionInspecting)? {
        didSet {
            guard let oldValue, oldValue !== inspector else { return }
            oldValue.sessionDidRemoveInspector(self)
        }
    }
    /// The wall-clock seconds the latest turn's frame took the engine (input, motion, layout
    /// and commit, not the patch), measured only while an ``inspector`` is set; `nil` without
    /// one, before the first frame, and after a turn that ran no frame.
    public internal(set) var latestFrameCost: Double?
    /// Whether ``run(stop:onKey:)`` is running.
    public private(set) var isRunning = false

    /// The frame of the latest patch made: what a page shows once it has applied every patch.
    public internal(set) var latestPatchFrame = 0
    /// The connected pages' state, by connection.
    var clients: [WebConnectionID: WebClient] = [:]
    /// The connected pages, in the order they came (``connections``).
    private(set) var order: [WebConnectionID] = []
    /// The latest patch message, a buffer reused from frame to frame.
    var patchBytes: [UInt8] = []

    /// Creates a session; nothing happens until ``run(stop:onKey:)``.
    ///
    /// - Parameters:
    ///   - window: The window to show.
    ///   - transport: The connection to the pages: a ``WebServer``.
    ///   - host: The host; default a new one.
    public init(window: Window, transport: any WebTransport, host: WebHost = WebHost()) {
        self.window = window
        self.transport = transport
        self.host = host
        if let system = window.clock as? SystemClock {
            arrivalTime = { system.time(atUptimeNanoseconds: $0) }
        } else {
            let clock = window.clock
            arrivalTime = { _ in clock.now }
        }
    }

    /// A session that goes away lets its inspector go as setting ``inspector`` to `nil` does
    /// (``WebSessionInspecting/sessionDidRemoveInspector(_:)``), cancels the pointers its pages
    /// hold down, as ``run(stop:onKey:)`` does when it ends, and detaches its host from the
    /// window: the window may outlive the session, and must not keep a finger down that no page
    /// will lift, nor feed a host, a tree follower or observers that nobody reads.
    isolated deinit {
        inspector?.sessionDidRemoveInspector(self)
        for connection in order { cancelPointers(of: connection) }
        window.detach(host)
    }

    /// The connected pages, the controlling one first.
    public var connections: [WebConnectionID] { order }

    /// The page whose input drives the window, if any.
    public var controllingConnection: WebConnectionID? {
        order.first { clients[$0]?.controls == true }
    }

    /// Runs the session until a stop is requested or a key handler answers ``KeyResponse/quit``.
    ///
    /// Calling it while it runs does nothing but record a warning in `Diagnostics`.
    ///
    /// - Parameters:
    ///   - stop: A request another thread may make to end the session; default none.
    ///   - onKey: Called with each key from the controlling page; default: carry on.
    /// - Throws: What `onKey` throws.
    public func run(
        stop: WebStopRequest? = nil, onKey: (WebKey) throws -> KeyResponse = { _ in .continue }
    ) throws {
        guard !isRunning else {
            Diagnostics.warn("WebSession: ignored run() while the session is running")
            return
        }
        isRunning = true
        window.attach(host)
        defer {
            for connection in order { cancelPointers(of: connection) }
            window.detach(host)
            isRunning = false
        }
        if window.frameCount == 0 { window.advanceSkippingMissedFrames(to: window.clock.now) }
        while stop?.isRequested != true {
            let events = transport.waitForEvents(timeout: wait())
            if stop?.isRequested == true { return }
            if try process(events, onKey) == .quit { return }
        }
    }

    /// Runs one step of the loop without waiting: handles the events, runs the frame due and
    /// sends its patch. ``run(stop:onKey:)`` is this in a loop; tests drive it directly.
    ///
    /// - Parameters:
    ///   - events: The transport's events.
    ///   - onKey: The key handler.
    /// - Returns: ``KeyResponse/quit`` when the key handler asked to stop.
    /// - Throws: What `onKey` throws.
    @discardableResult
    public func step(
        _ events: [WebServerEvent], onKey: (WebKey) throws -> KeyResponse = { _ in .continue }
    ) throws -> KeyResponse {
        window.attach(host)
        return try process(events, onKey)
    }

    /// One turn of the loop: catch up after sleeping, handle the events, run the frame due and
    /// send its patch.
    private func process(_ events: [WebServerEvent], _ onKey: (WebKey) throws -> KeyResponse)
        throws -> KeyResponse
    {
        window.catchUpAfterIdle()
        for event in events where try handle(event, onKey) == .quit { return .quit }
        runFrameDue()
        broadcastPatch()
        inspector?.sessionDidFinishTurn(self)
        return .continue
    }

    /// How long to wait for messages: until `Window.nextWakeTime`.
    private func wait() -> Double {
        let until = window.nextWakeTime
        return until == .infinity ? .infinity : max(until - window.clock.now, 0)
    }

    // MARK: Events

    private func handle(_ event: WebServerEvent, _ onKey: (WebKey) throws -> KeyResponse)
        throws -> KeyResponse
    {
        switch event {
        case .opened(let connection):
            open(connection)
        case .message(let connection, let text, let nanoseconds):
            return try receive(text, from: connection, at: arrivalTime(nanoseconds), onKey)
        case .closed(let connection, let code, let reason):
            guard clients[connection] != nil else { break }
            let why = code.map { "\($0)" + (reason.isEmpty ? "" : " \(reason)") } ?? reason
            onLog?("\(connection) closed (\(why))")
            leave(connection)
        case .refused(let line):
            onLog?("refused: \(line)")
        }
        return .continue
    }

    private func open(_ connection: WebConnectionID) {
        // Patches made before this page came are in its snapshot.
        broadcastPatch()
        let controls = controllingConnection == nil
        clients[connection] = WebClient(connection: connection, controls: controls)
        order.append(connection)
        onLog?("\(connection) opened" + (controls ? ", in control" : ", watching"))
        sendHello(to: connection)
        sendSnapshot(to: connection)
        sendStatus(to: connection)
        inspector?.session(self, didOpen: connection)
    }

    private func leave(_ connection: WebConnectionID) {
        cancelPointers(of: connection)
        let controlled = clients[connection]?.controls == true
        clients[connection] = nil
        order.removeAll { $0 == connection }
        if controlled, let next = order.first {
            clients[next]?.controls = true
            onLog?("\(next) took control")
            sendHello(to: next)
            sendStatus(to: next)
        }
    }

    private func receive(
        _ text: String, from connection: WebConnectionID, at arrival: Double,
        _ onKey: (WebKey) throws -> KeyResponse
    ) throws -> KeyResponse {
        guard clients[connection] != nil else { return .continue }
        let parsed: (message: WebClientMessage, sentAt: Double?, object: [String: Any])
        do {
            parsed = try WebClientMessage.read(text)
        } catch {
            statistics.messagesRefused += 1
            if case .invalidJSON = error {
                transport.close(connection, code: 1007, reason: "invalid JSON")
                leave(connection)
            } else {
                transport.send(
                    "{\"t\":\"error\",\"text\":\(Self.jsonString(error.description))}",
                    to: connection)
            }
            return .continue
        }
        if let sentAt = parsed.sentAt {
            clients[connection]?.times.observe(sentAt: sentAt, arrival: arrival)
        }
        let controls = clients[connection]?.controls == true && !pausesInput
        switch parsed.message {
        case .pointer(let phase, let pointerID, let location, let pageTime):
            guard controls, var client = clients[connection] else { break }
            let time = client.times.time(ofEventAt: pageTime, arrival: arrival)
            let known = client.activePointers[pointerID] != nil
            switch phase {
            case .began:
                guard !known, client.activePointers.count < Self.maximumPointersPerPage else {
                    break
                }
                client.activePointers[pointerID] = location
            case .moved:
                guard known else { break }
                client.activePointers[pointerID] = location
            case .ended, .cancelled:
                guard known else { break }
                client.activePointers[pointerID] = nil
            }
            let isTaken = phase == .began ? client.activePointers[pointerID] != nil : known
            clients[connection] = client
            if isTaken {
                window.send(
                    PointerEvent(
                        pointerID: pointerID, phase: phase, location: location, timestamp: time))
            }
        case .key(let key):
            guard controls else { break }
            // The window has the key first: a field that is editing types it.
            if let press = key.keyPress, window.send(press) { break }
            return try onKey(key)
        case .keyboard(let top):
            guard controls else { break }
            reportKeyboard(top: top)
        case .viewport(let size):
            guard controls, sizing == .fillViewport else { break }
            let side = Self.maximumViewportSide
            let clamped = Size(width: min(size.width, side), height: min(size.height, side))
            if clamped != window.size {
                window.resize(to: clamped, safeAreaInsets: EdgeInsets())
            }
        case .acknowledged:
            guard var client = clients[connection] else { break }
            client.acknowledged = min(client.acknowledged + 1, client.sent)
            clients[connection] = client
            if client.needsSnapshot, client.inFlight == 0 { sendSnapshot(to: connection) }
        case .inspect:
            transport.send(utf8: inspection().bytes, to: connection)
        case .focus(let nodeID, let edits):
            guard controls else { break }
            focusElement(nodeID, edits: edits)
        case .inspector(let type, let text):
            receiveInspectorMessage(
                type, text, members: parsed.object, from: connection,
                controls: clients[connection]?.controls == true)
        }
        return .continue
    }

    func cancelPointers(of connection: WebConnectionID) {
        guard let client = clients[connection] else { return }
        for (pointerID, location) in client.activePointers.sorted(by: { $0.key < $1.key }) {
            window.send(
                PointerEvent(
                    pointerID: pointerID, phase: .cancelled, location: location,
                    timestamp: max(window.clock.now, window.time)))
        }
        clients[connection]?.activePointers.removeAll()
    }
}
