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

    /// Patches sent and not yet acknowledged.
    var inFlight: Int { sent - acknowledged }
}
