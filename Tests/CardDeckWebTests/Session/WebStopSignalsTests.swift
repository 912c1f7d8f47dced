import CardDeckWeb
import Glibc
import Synchronization
import Testing

/// `WebStopSignals` in this process, with SIGURG, which nothing else here uses and whose
/// default is to be ignored, so a stray one harms no test. The program-level behaviour (a
/// Ctrl-C at once is never lost) is tested by running live-app (WebStopSignalTests).
@Suite("WebStopSignals", .serialized)
struct WebStopSignalsTests {
    private func isBlocked(_ signal: Int32) -> Bool {
        var mask = sigset_t()
        pthread_sigmask(SIG_BLOCK, nil, &mask)
        return sigismember(&mask, signal) == 1
    }

    @Test("a signal still pending when it ends is taken, not left to kill, and the mask is back")
    func endTakesWhatIsPending() {
        let wasBlocked = isBlocked(SIGURG)
        let requests = Mutex(0)
        let stop = WebStopRequest { requests.withLock { $0 += 1 } }
        let signals = WebStopSignals([SIGURG])
        #expect(signals.signals == [SIGURG])
        #expect(isBlocked(SIGURG))
        signals.watch(stop)
        // Directed at this thread alone, so the receiving thread cannot take it: it stays
        // pending until end().
        pthread_kill(pthread_self(), SIGURG)
        signals.end()
        #expect(signals.receivedSignals == [SIGURG])
        #expect(isBlocked(SIGURG) == wasBlocked)
        signals.end()
        #expect(signals.receivedSignals == [SIGURG])
        #expect(!stop.isRequested)
    }

    @Test("a signal the process ignores (SIGHUP under nohup) is left alone")
    func ignoredSignalsAreLeftAlone() {
        let previous = signal(SIGURG, SIG_IGN)
        defer { signal(SIGURG, previous) }
        let wasBlocked = isBlocked(SIGURG)
        let signals = WebStopSignals([SIGURG])
        #expect(signals.signals.isEmpty)
        #expect(isBlocked(SIGURG) == wasBlocked)
        signals.watch(WebStopRequest {})
        signals.end()
        #expect(signals.receivedSignals.isEmpty)
    }

    @Test("Ctrl-C and kill by default")
    func defaults() {
        #expect(WebStopSignals.defaultSignals == [SIGINT, SIGTERM])
    }
}
