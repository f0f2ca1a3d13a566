import BibleEPUBKit
import Foundation

/// Writing to the terminal: diagnostics and messages go to standard error.
enum Console {
    /// True on a terminal, unless NO_COLOR is set.
    static var stdoutSupportsColor: Bool {
        isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    }

    /// Writes `line` to standard error as one line: what it quotes from the vault cannot start another or reach the
    /// terminal as a control sequence.
    static func error(_ line: String) {
        FileHandle.standardError.write(Data((PrintableText.escaped(line) + "\n").utf8))
    }

    /// The error that stopped a command: a finding with its place (a bad book.yaml entry) as its own
    /// `file:line:col: error: … [ID]` line with its hint, anything else as `error: message`.
    static func failure(_ error: Error) {
        if case .invalid(let diagnostic)? = error as? ConfigError {
            printDiagnostics([diagnostic])
        } else {
            Console.error("error: \(error)")
            if let hint = (error as? any ExplainedError)?.hint { Console.error("    hint: \(hint)") }
        }
    }

    static func printDiagnostics(_ diagnostics: [Diagnostic]) {
        FileHandle.standardError.write(Data(DiagnosticRenderer().lines(diagnostics).utf8))
    }
}

/// Removes half-written output when the build is interrupted.
enum Interrupts {
    static func install() {
        // A parent may spawn us with these signals blocked; unblock them so an interrupt is never ignored.
        var set = sigset_t()
        sigemptyset(&set)
        for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&set, signal) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        for signal in [SIGINT, SIGTERM, SIGHUP] {
            Foundation.signal(signal) { received in
                TemporaryFiles.removeAll()
                _exit(128 + received)
            }
        }
    }
}
