// EPUBCheck's URL check without a book: reads URLs, one per line, and parses each as EPUBCheck 5.3.0 parses a URL in
// a content document (galimatias with its strict error handler, which turns every validation error into RSC-020).
// Prints "OK<TAB>url" or "ERR<TAB>url<TAB>message" per line. Used by Scripts/fuzz-urls; run with Java 11+:
//   java -cp epubcheck.jar Scripts/URLOracle.java < urls.txt
import io.mola.galimatias.GalimatiasParseException;
import io.mola.galimatias.StrictErrorHandler;
import io.mola.galimatias.URL;
import io.mola.galimatias.URLParsingSettings;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

public class URLOracle {
    public static void main(String[] arguments) throws Exception {
        URLParsingSettings strict = URLParsingSettings.create().withErrorHandler(StrictErrorHandler.getInstance());
        URL base = URL.parse("https://a.example.org/A/page.xhtml");
        BufferedReader input = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        PrintStream output = new PrintStream(System.out, true, "UTF-8");
        for (String line = input.readLine(); line != null; line = input.readLine()) {
            try {
                URL.parse(strict, base, line);
                output.println("OK\t" + line);
            } catch (GalimatiasParseException error) {
                output.println("ERR\t" + line + "\t" + error.getLocalizedMessage());
            }
        }
    }
}
