import CardDeckScenarios
import CardDeckTesting
import CardDeckViews
import Testing

@Suite("DemoOptions: parsing the examples' command line", .isolatedDiagnostics)
struct DemoOptionsTests {
    @Test("no arguments give the documented defaults")
    func defaults() throws {
        let options = try DemoOptions(arguments: [])
        #expect(options == DemoOptions())
        #expect(!options.isScripted)
        #expect(!options.isQuiet)
        #expect(options.svgDirectory == nil)
        #expect(options.size == Size(width: 390, height: 844))
        #expect(options.framesPerSecond == 60)
        #expect(!options.isSlowMotion)
        #expect(options.timeScale == 1)
        #expect(!options.showsHelp)
        #expect(options.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    }

    @Test("every flag, with its value as the next argument or after =")
    func everyFlag() throws {
        let options = try DemoOptions(arguments: [
            "--script", "--quiet", "--svg", "out/frames", "--size", "320x568",
            "--frames-per-second", "24", "--slow", "--help",
        ])
        #expect(options.isScripted && options.isQuiet && options.isSlowMotion && options.showsHelp)
        #expect(options.svgDirectory == "out/frames")
        #expect(options.size == Size(width: 320, height: 568))
        #expect(options.framesPerSecond == 24)
        #expect(options.timeScale == 10)
        let inline = try DemoOptions(arguments: [
            "--svg=out", "--size=1024X768", "--frames-per-second=240", "-h",
        ])
        #expect(inline.svgDirectory == "out")
        #expect(inline.size == Size(width: 1_024, height: 768))
        #expect(inline.framesPerSecond == 240)
        #expect(inline.showsHelp)
    }

    @Test(
        "the window's safe area follows its shape",
        arguments: [
            ("390x844", EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)),
            ("430x932", EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)),
            ("320x568", EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
            ("1024x768", EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
        ])
    func safeArea(size: String, insets: EdgeInsets) throws {
        #expect(try DemoOptions(arguments: ["--size", size]).safeAreaInsets == insets)
    }

    @Test(
        "bad input is a usage error that says what is wrong",
        arguments: [
            (["--bogus"], "unknown option '--bogus'"),
            (["script"], "unknown option 'script'"),
            (["--svg"], "--svg needs a value"),
            (["--svg="], "--svg needs a directory"),
            (["--size"], "--size needs a value"),
            (["--size", "390"], "--size needs WIDTHxHEIGHT in points, like 390x844, not '390'"),
            (["--size", "axb"], "--size needs WIDTHxHEIGHT in points, like 390x844, not 'axb'"),
            (
                ["--size", "390x844x2"],
                "--size needs WIDTHxHEIGHT in points, like 390x844, not '390x844x2'"
            ),
            (
                ["--size", "nanx844"],
                "--size needs WIDTHxHEIGHT in points, like 390x844, not 'nanx844'"
            ),
            (
                ["--size", "99x844"],
                "--size: each side must be between 100 and 4000 points, not '99x844'"
            ),
            (
                ["--size", "390x4001"],
                "--size: each side must be between 100 and 4000 points, not '390x4001'"
            ),
            (
                ["--size", "-390x844"],
                "--size: each side must be between 100 and 4000 points, not '-390x844'"
            ),
            (["--frames-per-second"], "--frames-per-second needs a value"),
            (["--frames-per-second", "fast"], "--frames-per-second needs a number, not 'fast'"),
            (["--frames-per-second", "inf"], "--frames-per-second needs a number, not 'inf'"),
            (
                ["--frames-per-second", "0"],
                "--frames-per-second must be between 1 and 240, not '0'"
            ),
            (
                ["--frames-per-second", "240.5"],
                "--frames-per-second must be between 1 and 240, not '240.5'"
            ),
            (["--script=yes"], "--script takes no value"),
            (["--web=1"], "--web takes no value"),
            (["--web", "--port", "0"], "--port needs a port number from 1 to 65535, not '0'"),
            (
                ["--web", "--port", "70000"],
                "--port needs a port number from 1 to 65535, not '70000'"
            ),
            (
                ["--web", "--bind", "localhost"],
                "--bind needs an IPv4 address such as 127.0.0.1 or 0.0.0.0, not 'localhost'"
            ),
            (
                ["--web", "--bind", "1.2.3.456"],
                "--bind needs an IPv4 address such as 127.0.0.1 or 0.0.0.0, not '1.2.3.456'"
            ),
            (["--port", "8000"], "--port and --bind need --web"),
            (
                ["--web", "--quiet"],
                "--web serves the live demo; it does not go with --script, --quiet or --svg"
            ),
            (["--quiet", "--slow=1"], "--slow takes no value"),
            (["--inspect"], "--inspect needs --web"),
            (["--web", "--inspect=yes"], "--inspect takes no value"),
        ])
    func badInput(arguments: [String], message: String) {
        #expect(throws: DemoUsageError(message)) { try DemoOptions(arguments: arguments) }
    }

    @Test("--web with its port, address and size")
    func web() throws {
        let plain = try DemoOptions(arguments: ["--web"])
        #expect(plain.servesWeb && plain.port == nil && plain.bindAddress == "127.0.0.1")
        #expect(!plain.hasExplicitSize)
        #expect(!plain.runsLive(interactive: true))
        let full = try DemoOptions(
            arguments: ["--web", "--port=8400", "--bind", "0.0.0.0", "--size", "390x844"])
        #expect(full.port == 8400 && full.bindAddress == "0.0.0.0" && full.hasExplicitSize)
        #expect(!full.inspects)
        let inspecting = try DemoOptions(arguments: ["--web", "--inspect"])
        #expect(inspecting.inspects && !inspecting.hasExplicitSize)
        #expect(inspecting.size == DemoOptions.defaultSize)
    }

    @Test("a usage error exits with 64, EX_USAGE")
    func exitCode() {
        #expect(DemoUsageError.exitCode == 64)
    }
}
