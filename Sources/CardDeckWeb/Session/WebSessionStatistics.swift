/// What a ``WebSession`` sent, for the README's measurements and for tests.
public struct WebSessionStatistics: Hashable, Sendable {
    /// Patch messages sent to pages, snapshots not included, counted once per page.
    public var patchesSent = 0
    /// Snapshots sent: one per page that connected, and one per page that fell behind.
    public var snapshotsSent = 0
    /// Patches a page did not get because it was behind (it got a snapshot later instead).
    public var patchesSkipped = 0
    /// Patches made: frames that changed something visible.
    public var patchesMade = 0
    /// Operations in the patches made.
    public var operationsMade = 0
    /// Bytes of the patches made, as UTF-8.
    public var bytesMade = 0
    /// Operations in the latest patch made.
    public var latestOperations = 0
    /// Bytes of the latest patch made.
    public var latestBytes = 0
    /// Messages from pages that were refused.
    public var messagesRefused = 0
    /// Inspector messages sent to pages, counted once per page.
    public var inspectorMessagesSent = 0
    /// Bytes of the inspector messages sent, as UTF-8, counted once per page.
    public var inspectorBytesSent = 0
    /// Inspector messages a page did not get because it was behind.
    public var inspectorMessagesSkipped = 0

    /// Nothing sent yet.
    public init() {}
}
