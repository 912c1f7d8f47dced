import CardDeckViews
import CardDeckWeb

/// A window under a manual clock, and sessions over it that go away while the window stays:
/// for the suites that check what a session leaves behind when it ends.
@MainActor
package struct SessionEndFixture {
    /// The window's clock, at 0 until a test advances it.
    package let clock = ManualClock()
    /// The window, which outlives every session run over it.
    package let window: Window

    /// A window of `size` points with nothing in it but its root.
    package init(size: Size) {
        window = Window(size: size, clock: clock)
    }

    /// Runs `body` with a new session over the window, on a ``FakeTransport`` and `host`, that
    /// only `body` holds, then lets go of it.
    ///
    /// - Parameters:
    ///   - host: The session's host; default a new one.
    ///   - body: Drives the session.
    /// - Returns: Whether the session is gone once `body` has returned: `false` when something
    ///   (the window, the host, an inspector) still holds it.
    package func run(host: WebHost = WebHost(), _ body: (WebSession) throws -> Void) rethrows
        -> Bool
    {
        weak var gone: WebSession?
        do {
            let session = WebSession(window: window, transport: FakeTransport(), host: host)
            try body(session)
            gone = session
        }
        return gone == nil
    }
}
