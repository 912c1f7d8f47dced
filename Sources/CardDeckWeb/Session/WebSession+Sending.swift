import CardDeckViews

/// What the session sends the pages: the frames' patches, the whole tree to a page that
/// connects or has caught up, and the hello and status lines.
extension WebSession {
    /// Sends the patch the host has pending to every page that is not behind; a page that is
    /// behind is marked to get the whole tree once it has caught up.
    func broadcastPatch() {
        guard host.hasPendingPatch else { return }
        // Read before the patch is encoded, and only when a page may miss it.
        let pendingAnnouncements = order.isEmpty ? [] : host.pendingAnnouncements()
        let operations = host.encodePatch(frame: window.frameCount, into: &patchBytes)
        latestPatchFrame = window.frameCount
        let bytes = patchBytes.count
        statistics.patchesMade += 1
        statistics.operationsMade += operations
        statistics.bytesMade += bytes
        statistics.latestOperations = operations
        statistics.latestBytes = bytes
        for connection in order {
            guard var client = clients[connection] else { continue }
            if client.needsSnapshot
                || client.inFlight >= Self.maximumPatchesInFlight
                || transport.pendingOutboundBytes(for: connection) > Self.maximumQueuedBytes
            {
                client.needsSnapshot = true
                client.miss(pendingAnnouncements)
                clients[connection] = client
                statistics.patchesSkipped += 1
                continue
            }
            transport.send(utf8: patchBytes, to: connection)
            client.sent += 1
            clients[connection] = client
            statistics.patchesSent += 1
        }
    }

    func sendSnapshot(to connection: WebConnectionID) {
        // What the host recorded since the latest patch goes to the other pages first: the
        // snapshot includes it, and this page must not get it twice.
        broadcastPatch()
        guard var client = clients[connection] else { return }
        let operations = host.snapshot() + client.takeMissedAnnouncements().map { .announce($0) }
        client.needsSnapshot = false
        guard !operations.isEmpty else {
            clients[connection] = client
            return
        }
        transport.send(
            WebPatchEncoder.message(operations, frame: latestPatchFrame), to: connection)
        client.sent += 1
        clients[connection] = client
        statistics.snapshotsSent += 1
    }

    func sendHello(to connection: WebConnectionID) {
        let controls = clients[connection]?.controls == true
        transport.send(
            "{\"t\":\"hello\",\"control\":\(controls),\"fixed\":\(sizing == .fixed)}",
            to: connection)
    }

    func sendStatus(to connection: WebConnectionID) {
        let controls = clients[connection]?.controls == true
        let line = controls ? statusLine : "Watching: another page controls this window"
        transport.send("{\"t\":\"status\",\"text\":\(Self.jsonString(line))}", to: connection)
    }

    static func jsonString(_ value: String) -> String {
        var encoder = WebPatchEncoder()
        encoder.string(value)
        return encoder.text
    }
}
