extension CardConfiguration {
    /// Counts the changes of the configurations in use: each one a presented card accepted
    /// (`CardPresentationController.configuration` set) and each assignment of ``shared``.
    /// The inspector compares configurations again only when it moved; nothing on a frame's
    /// path reads or writes it. A scope of ``withShared(_:operation:)`` that starts or ends
    /// is not counted.
    @MainActor package private(set) static var changeCount: UInt64 = 0

    /// Counts a change; see ``changeCount``.
    @MainActor static func noteChange() { changeCount &+= 1 }
}
