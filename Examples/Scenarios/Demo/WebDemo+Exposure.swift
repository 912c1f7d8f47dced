extension WebDemo {
    /// The lines `--web` prints at start: the URL, who else can reach the demo, where
    /// recordings go, and how to stop it.
    ///
    /// - Parameters:
    ///   - url: The server's URL, token included.
    ///   - bindAddress: `--bind`'s address.
    ///   - port: The port the server listens on.
    ///   - token: The server's token.
    ///   - interfaces: This machine's IPv4 addresses (`NetworkAddresses.ipv4()`).
    ///   - recordings: ``LiveRecording/destinationLine(key:)``.
    /// - Returns: The text, each line ending with a line break.
    public static func startLines(
        url: String, bindAddress: String, port: UInt16, token: String, interfaces: [String],
        recordings: String
    ) -> String {
        var text = "CardDeck is live at \(url)\n"
        text += exposureNotice(
            bindAddress: bindAddress, port: port, token: token, interfaces: interfaces)
        text += recordings + "\n"
        text += "Open it in a browser; Ctrl-C here stops the server (a page cannot).\n"
        return text
    }

    /// What `--bind` to an address beyond loopback exposes, said out loud: the addresses from
    /// which other machines can now open the demo, and that the token is the only key.
    ///
    /// - Parameters:
    ///   - bindAddress: `--bind`'s IPv4 address.
    ///   - port: The port the server listens on.
    ///   - token: The server's token.
    ///   - interfaces: This machine's IPv4 addresses; only used for `0.0.0.0`.
    /// - Returns: Lines ending with line breaks; empty for a loopback address (`127.x.x.x`),
    ///   which only this machine can reach.
    public static func exposureNotice(
        bindAddress: String, port: UInt16, token: String, interfaces: [String]
    ) -> String {
        guard !bindAddress.hasPrefix("127.") else { return "" }
        let reachable =
            bindAddress == "0.0.0.0"
            ? interfaces.filter { !$0.hasPrefix("127.") } : [bindAddress]
        var text: String
        if bindAddress == "0.0.0.0" {
            text = "Listening on every network interface (0.0.0.0), not only this machine.\n"
            text +=
                reachable.isEmpty
                ? "No network address is up now; any that comes up will serve the demo.\n"
                : "Any device that can reach one of these addresses can open the demo:\n"
        } else {
            text = "Listening on \(bindAddress), not only this machine.\n"
            text += "Any device that can reach that address can open the demo:\n"
        }
        for address in reachable {
            text += "  http://\(address):\(port)/?token=\(token)\n"
        }
        text += "The token is the only key: whoever has one of these URLs controls the demo,\n"
        text += "and over plain HTTP anyone who can watch the network's traffic can read it.\n"
        text += "Without --bind only this machine can connect.\n"
        return text
    }
}
