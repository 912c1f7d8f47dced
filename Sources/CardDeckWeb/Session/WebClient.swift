import CardDeckViews

/// What a session knows of one connected page.
struct WebClient {
    /// The connection.
    let connection: WebConnectionID
    /// Whether the page's input drives the window (the first page to connect does; the others
    /// watch).
    var controls: Bool
    /// Patch messages sent, snapshots included.
    var sent = 0
    /// Patch messages the page acknowledged.
    var acknowledged = 0
    /// Whether the page fell behind and gets the whole tree once it has caught up, instead of
    /// the patches it missed.
    var needsSnapshot = false
    /// Maps the page's times onto the window clock.
    var times = WebTimeMapper()
    /// The pointers the page has down, by the page's pointer id.
    var activePointers: [Int: Point] = [:]

    /// Announcements made while the page was behind, oldest first: they go with its
    /// snapshot, as a patch skipped does not. At most ``maximumMissedAnnouncements``.
    private(set) var missedAnnouncements: [String] = []

    /// Announcements a page that is behind keeps for its snapshot: 5, as many as the page's
    /// live region holds; older ones are dropped first.
    static let maximumMissedAnnouncements = 5

    /// Keeps the announcements of a patch the page does not get.
    ///
    /// - Parameter messages: The patch's announcements, oldest first.
    mutating func miss(_ messages: [String]) {
        missedAnnouncements.append(contentsOf: messages)
        let excess = missedAnnouncements.count - Self.maximumMissedAnnouncements
        if excess > 0 { missedAnnouncements.removeFirst(excess) }
    }

    /// The announcements kept for the snapshot, which forgets them.
    mutating func takeMissedAnnouncements() -> [String] {
        defer { missedAnnouncements.removeAll() }
        return missedAnnouncements
    }

    /// Patches sent and not yet acknowledged.
    var inFlight: Int { sent - acknowledged }
}
