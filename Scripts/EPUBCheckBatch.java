// Runs EPUBCheck's own command line (com.adobe.epubcheck.tool.EpubChecker, what `java -jar epubcheck.jar` runs) on
// several books in one JVM, so the JVM's start, the class loading and the schemas' compilation are paid once rather
// than once per book (on a 9 KB book they are all of EPUBCheck's 9 s). Each book gets the same arguments the command
// line would: `BOOK --json REPORT`. Used by Scripts/epubcheck-gate; run with Java 11+ as a single-file program:
//   java -cp epubcheck.jar Scripts/EPUBCheckBatch.java REPORT-FOLDER BOOK.epub ...
// Writes REPORT-FOLDER/<n>.json for the n-th book (from 0); a book whose check throws gets no report (the caller
// fails it) and the next book is still checked.
import com.adobe.epubcheck.tool.EpubChecker;
import java.io.File;

public class EPUBCheckBatch {
    public static void main(String[] arguments) {
        File folder = new File(arguments[0]);
        for (int index = 1; index < arguments.length; index++) {
            String report = new File(folder, (index - 1) + ".json").getPath();
            try {
                new EpubChecker().run(new String[] {arguments[index], "--json", report});
            } catch (RuntimeException | Error failure) {
                new File(report).delete();
                failure.printStackTrace();
            }
        }
    }
}
