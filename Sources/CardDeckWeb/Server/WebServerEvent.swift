/// Something that happened on a ``WebServer``'s I/O thread, handed over in order by
/// ``WebServer/waitForEvents(timeout:)``.
public enum WebServerEvent: Sendable, Equatable {
    /// A WebSocket handshake succeeded; the connection now accepts ``WebServer/send(_:to:)``.
    case opened(WebConnectionID)

    /// One complete text message arrived (its fragments reassembled), stamped with
    /// `DispatchTime.now().uptimeNanoseconds`, in nanoseconds of uptime, taken when the read
    /// that brought its last byte returned.
    case message(WebConnectionID, String, receivedAtUptimeNanoseconds: UInt64)

    /// The connection is no longer open: the peer closed it (with its code, or 1005 when its
    /// close frame carried none), ``WebServer/close(_:code:reason:)`` closed it (with that
    /// code), a protocol error closed it (with the code sent to the peer), the peer stayed
    /// silent after a ping (1001, `"client not answering"`), it went over its outbound cap
    /// (1008, `"client too slow"`, dropped without a close frame), or it vanished (`nil`,
    /// reason `"connection lost"`). Emitted once per opened connection, as
    /// soon as it stops accepting messages; the socket itself may stay open up to a couple of
    /// seconds longer to finish the closing handshake.
    case closed(WebConnectionID, code: UInt16?, reason: String)

    /// An HTTP request was refused; one line saying with what status, why and from where, e.g.
    /// `"403 wrong token from 127.0.0.1:53312 for /socket"`. The token itself is never
    /// included.
    case refused(String)
}
