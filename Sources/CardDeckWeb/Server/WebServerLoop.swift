import Dispatch
import Glibc

/// The I/O thread of a ``WebServer``: one `poll(2)` over the listener, every connection and
/// a wake pipe, reading requests and frames, writing queued bytes, and timing out the slow.
///
/// Created and run on the thread itself, so everything it holds belongs to that thread; what
/// it shares with callers goes through ``WebServerSharedState``. It returns once the server
/// is stopped, after closing every socket it opened.
struct WebServerLoop {
    /// How long a closing connection may take to finish its handshake, in nanoseconds: 2 s.
    static let closingTimeout: UInt64 = 2_000_000_000
    /// How long to stop accepting after running out of descriptors, in nanoseconds: 100 ms.
    static let acceptPause: UInt64 = 100_000_000
    /// The most bytes one read takes: 64 KiB.
    static let readSize = 65_536
    /// The most messages and control frames one WebSocket's parser hands over per turn: 64.
    /// The rest wait in the parser (and the socket is not read) until the next turn, so one
    /// client's burst cannot hold up the others.
    static let framesPerTurn = 64
    /// The most connections accepted per turn: 256; the others wait in the backlog.
    static let acceptsPerTurn = 256

    let shared: WebServerSharedState
    let listener: Int32
    let router: WebRequestRouter
    private let maximumRequestBytes: Int
    private let maximumMessageBytes: Int
    private let maximumConnections: Int
    private let admission: WebAdmission
    /// In nanoseconds.
    private let requestTimeout: UInt64
    /// In nanoseconds; `nil` never pings.
    private let pingInterval: UInt64?
    /// In nanoseconds.
    private let pingTimeout: UInt64
    private var connections: [WebConnection] = []
    private var nextID = 1
    private var acceptPausedUntil: UInt64 = 0
    private let readBuffer: UnsafeMutableRawBufferPointer

    /// A loop over `listener` for a server configured with `configuration`, bound to `port`.
    init(
        shared: WebServerSharedState, listener: Int32, configuration: WebServerConfiguration,
        port: UInt16
    ) {
        self.shared = shared
        self.listener = listener
        router = WebRequestRouter(configuration: configuration, port: port)
        maximumRequestBytes = max(configuration.maximumRequestBytes, 1)
        maximumMessageBytes = max(configuration.maximumMessageBytes, 0)
        maximumConnections = min(max(configuration.maximumConnections, 1), 1 << 16)
        admission = WebAdmission(
            maximumPerPeer: configuration.maximumUnauthenticatedConnectionsPerPeer,
            maximumTotal: configuration.maximumUnauthenticatedConnections)
        requestTimeout = Self.nanoseconds(configuration.requestTimeout) ?? Self.longestWait
        pingInterval = Self.nanoseconds(configuration.pingInterval)
        pingTimeout = Self.nanoseconds(configuration.pingTimeout) ?? Self.longestWait
        readBuffer = .allocate(byteCount: Self.readSize, alignment: 8)
    }

    /// Serves until the server is stopped, then closes every socket.
    mutating func run() {
        var descriptors: [pollfd] = []
        while let snapshot = shared.snapshot(connections.map(\.id)) {
            var now = Self.now()
            descriptors.removeAll(keepingCapacity: true)
            descriptors.append(
                pollfd(fd: shared.loopWakeReadDescriptor, events: Int16(POLLIN), revents: 0))
            descriptors.append(
                pollfd(
                    fd: now >= acceptPausedUntil ? listener : -1, events: Int16(POLLIN),
                    revents: 0))
            var hasWorkWaiting = false
            for (connection, state) in zip(connections, snapshot) {
                if state.isDropped {
                    connection.isDone = true
                } else if state.isClosing, case .open(let parser) = connection.phase {
                    connection.phase = .closing(parser)
                    connection.deadline = now &+ Self.closingTimeout
                }
                connection.takesMessages = state.takesMessages
                if connection.isOpen, connection.hasBufferedFrames, state.takesMessages {
                    hasWorkWaiting = true
                }
                descriptors.append(
                    pollfd(
                        fd: connection.isDone ? -1 : connection.descriptor,
                        events: connection.pollEvents(pendingBytes: state.pendingBytes),
                        revents: 0))
            }
            let wait = hasWorkWaiting ? 0 : timeout(now: now)
            let ready = poll(&descriptors, nfds_t(descriptors.count), wait)
            guard ready >= 0 else { continue }
            if descriptors[0].revents != 0 { shared.drainLoopWakePipe() }
            let served = connections
            if descriptors[1].revents != 0 { acceptConnections() }
            now = Self.now()
            for (index, connection) in served.enumerated() where !connection.isDone {
                if connection.isOpen, connection.hasBufferedFrames, connection.takesMessages {
                    deliverFrames(on: connection, at: now)
                }
                let events = descriptors[index + 2].revents
                guard events != 0 else { continue }
                if events & Int16(POLLIN | POLLHUP | POLLERR) != 0, !connection.isInputEnded {
                    read(connection)
                }
                if !connection.isDone { flush(connection) }
            }
            expireDeadlines()
            removeDoneConnections()
        }
        shutDown()
    }

    // MARK: - Connections

    /// Takes every connection waiting (up to ``acceptsPerTurn``); when the unauthenticated
    /// budgets are full, the oldest unauthenticated connection gives way to each new one.
    private mutating func acceptConnections() {
        for _ in 0..<Self.acceptsPerTurn {
            switch PosixSocket.accept(listener) {
            case .success(let accepted):
                let id = WebConnectionID(rawValue: nextID)
                nextID += 1
                let connection = WebConnection(
                    descriptor: accepted.descriptor, id: id, peer: accepted.peer,
                    maximumRequestBytes: maximumRequestBytes,
                    deadline: Self.now() &+ requestTimeout)
                let waiting = connections.filter(\.isUnauthenticated)
                if let index = admission.evictee(
                    among: waiting.lazy.map(\.peerAddress), arriving: connection.peerAddress)
                {
                    waiting[index].isDone = true
                }
                shared.register(id)
                connections.append(connection)
            case .failure(let failure):
                if failure.code == EINTR || failure.code == ECONNABORTED { continue }
                if failure.code == EMFILE || failure.code == ENFILE || failure.code == ENOBUFS
                    || failure.code == ENOMEM
                {
                    acceptPausedUntil = Self.now() &+ Self.acceptPause
                }
                return
            }
        }
    }

    /// Reads once from `connection` and acts on what arrived, or on its end.
    private func read(_ connection: WebConnection) {
        let count = recv(connection.descriptor, readBuffer.baseAddress, readBuffer.count, 0)
        if count > 0 {
            let now = Self.now()
            if connection.isOpen {
                connection.isAwaitingPong = false
                connection.deadline = pingInterval.map { now &+ $0 }
            }
            receive(
                UnsafeRawBufferPointer(rebasing: readBuffer[0..<count]), on: connection, at: now)
        } else if count == 0 {
            endInput(of: connection, failed: false)
        } else if errno != EINTR, errno != EAGAIN, errno != EWOULDBLOCK {
            endInput(of: connection, failed: true)
        }
    }

    private func receive(
        _ bytes: UnsafeRawBufferPointer, on connection: WebConnection, at now: UInt64
    ) {
        switch connection.takePhase() {
        case .readingRequest(var parser):
            let outcome = parser.append(bytes)
            connection.phase = .readingRequest(parser)
            respond(to: outcome, from: parser, on: connection, at: now)
        case .open(var parser):
            parser.append(bytes)
            connection.phase = .open(parser)
            deliverFrames(on: connection, at: now)
        case .closing(var parser?):
            parser.append(bytes)
            var hasPeerClosed = false
            while let output = parser.next() {
                switch output {
                case .close, .failure: hasPeerClosed = true
                case .text, .ping, .pong: continue
                }
            }
            connection.phase = hasPeerClosed ? .finishing : .closing(parser)
        case .closing(nil):
            connection.phase = .closing(nil)
        case .finishing:
            connection.phase = .finishing
        }
    }

    /// Answers a request head once it is complete or refused.
    private func respond(
        to outcome: HTTPRequestParser.Outcome, from parser: HTTPRequestParser,
        on connection: WebConnection, at now: UInt64
    ) {
        switch outcome {
        case .incomplete:
            return
        case .failed(let status, let reason):
            let response = HTTPResponse.text(status, "The request could not be read: \(reason).")
            answer(connection, with: response, at: now)
            shared.post([.refused("\(status) \(reason) from \(connection.peer)")])
        case .complete(let request, let bodyStart):
            let authenticated = connections.count { $0.isAuthenticated && !$0.isDone }
            let decision = router.decide(
                request, from: connection.peer,
                isOverCapacity: authenticated >= maximumConnections)
            switch decision {
            case .respond(let response, let refusal):
                // Only the page itself shows the token; a refusal or the favicon does not.
                connection.isAuthenticated = refusal == nil && response.status == 200
                answer(connection, with: response, at: now)
                if let refusal { shared.post([.refused(refusal)]) }
            case .upgrade(let response):
                connection.isAuthenticated = true
                var frames = WebSocketFrameParser(maximumMessageBytes: maximumMessageBytes)
                frames.append(parser.bytes[bodyStart...])
                connection.phase = .open(frames)
                connection.deadline = pingInterval.map { now &+ $0 }
                shared.open(connection.id, response: response.serialized)
                deliverFrames(on: connection, at: now)
            }
        }
    }

    /// Queues an HTTP response after which the connection closes.
    private func answer(_ connection: WebConnection, with response: HTTPResponse, at now: UInt64) {
        shared.enqueue(response.serialized, for: connection.id)
        connection.phase = .closing(nil)
        connection.deadline = now &+ Self.closingTimeout
    }

    /// Hands what an open WebSocket's parser has found, up to ``framesPerTurn``, to the
    /// shared state and follows the verdict.
    private func deliverFrames(on connection: WebConnection, at now: UInt64) {
        guard case .open(var parser) = connection.takePhase() else { return }
        var outputs: [WebSocketFrameParser.Output] = []
        while outputs.count < Self.framesPerTurn, let output = parser.next() {
            outputs.append(output)
        }
        connection.hasBufferedFrames = outputs.count == Self.framesPerTurn
        switch shared.deliver(outputs, from: connection.id, receivedAt: now) {
        case .open:
            connection.phase = .open(parser)
        case .awaitingPeerClose:
            connection.phase = .closing(parser)
            connection.deadline = now &+ Self.closingTimeout
        case .failed:
            connection.phase = .closing(nil)
            connection.deadline = now &+ Self.closingTimeout
        case .peerClosed:
            connection.phase = .finishing
            connection.deadline = now &+ Self.closingTimeout
        case .dropped:
            connection.phase = .closing(nil)
            connection.isDone = true
        }
    }

    /// The peer shut its side down (`failed`: or the connection broke).
    private func endInput(of connection: WebConnection, failed: Bool) {
        connection.isInputEnded = true
        switch connection.phase {
        case .readingRequest:
            connection.isDone = true
        case .open:
            shared.connectionLost(connection.id)
            connection.isDone = true
        case .closing, .finishing:
            if failed {
                connection.isDone = true
            } else {
                connection.phase = .finishing
            }
        }
    }

    /// Writes what waits for `connection` and moves it on once all is written.
    private func flush(_ connection: WebConnection) {
        switch shared.flush(connection.id, to: connection.descriptor) {
        case .pending(let count):
            connection.settle(pendingBytes: count)
        case .failed:
            if connection.isOpen { shared.connectionLost(connection.id) }
            connection.isDone = true
        }
    }

    private func expireDeadlines() {
        let now = Self.now()
        for connection in connections where !connection.isDone {
            guard let deadline = connection.deadline, deadline <= now else { continue }
            switch connection.phase {
            case .readingRequest(let parser) where parser.bytes.isEmpty:
                // Browsers open spare connections they may never use: not worth a word.
                connection.isDone = true
            case .readingRequest:
                answer(connection, with: .text(408, "The request took too long."), at: now)
                shared.post([.refused("408 request timeout from \(connection.peer)")])
                flush(connection)
            case .open(let parser):
                keepAlive(connection, parser: parser, at: now)
            case .closing, .finishing:
                connection.isDone = true
            }
        }
    }

    private mutating func removeDoneConnections() {
        for connection in connections where connection.isDone {
            connection.close()
            shared.remove(connection.id)
        }
        connections.removeAll { $0.isDone }
    }

    /// Closes every connection (open WebSockets get a best-effort 1001 first) and the
    /// listener.
    private mutating func shutDown() {
        for connection in connections {
            if connection.isOpen {
                shared.enqueue(
                    WebSocketFrame.close(code: 1001, reason: "server stopping").encoded(),
                    for: connection.id)
                _ = shared.flush(connection.id, to: connection.descriptor)
            }
            connection.close()
            shared.remove(connection.id)
        }
        connections = []
        close(listener)
        readBuffer.deallocate()
    }

    /// A WebSocket silent for ``pingInterval`` is pinged; one still silent ``pingTimeout``
    /// after the ping is closed with 1001. One whose input waits for the caller is not
    /// silent: its deadline moves on.
    private func keepAlive(
        _ connection: WebConnection, parser: WebSocketFrameParser, at now: UInt64
    ) {
        guard let pingInterval else {
            connection.deadline = nil
            return
        }
        if connection.hasBufferedFrames || !connection.takesMessages {
            connection.deadline = now &+ pingInterval
        } else if !connection.isAwaitingPong {
            shared.ping(connection.id)
            connection.isAwaitingPong = true
            connection.deadline = now &+ pingTimeout
            flush(connection)
        } else {
            shared.close(connection.id, code: 1001, reason: "client not answering")
            connection.phase = .closing(parser)
            connection.deadline = now &+ Self.closingTimeout
            flush(connection)
        }
    }

    /// How long `poll(2)` may wait, in milliseconds: until the nearest deadline, or forever.
    private func timeout(now: UInt64) -> Int32 {
        var nearest = connections.compactMap(\.deadline).min()
        if acceptPausedUntil > now { nearest = min(nearest ?? .max, acceptPausedUntil) }
        guard let nearest else { return -1 }
        guard nearest > now else { return 0 }
        let milliseconds = (nearest - now + 999_999) / 1_000_000
        return Int32(min(milliseconds, 60_000))
    }

    /// The longest timeout, in nanoseconds: a day.
    private static let longestWait: UInt64 = 86_400_000_000_000

    /// `seconds` in nanoseconds, at least 1 ms and at most a day; `nil` for `.infinity`,
    /// and NaN counts as 0.
    private static func nanoseconds(_ seconds: Double) -> UInt64? {
        if seconds == .infinity { return nil }
        let clamped = seconds.isNaN ? 0 : min(max(seconds, 0.001), 86_400)
        return UInt64(clamped * 1e9)
    }

    private static func now() -> UInt64 {
        DispatchTime.now().uptimeNanoseconds
    }
}
