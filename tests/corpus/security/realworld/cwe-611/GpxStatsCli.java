// expect: CWE-611 @ 12
// note: CLI program parses the GPX file named in args[0] with default DocumentBuilderFactory
package tools.gpx;

import java.io.File;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Document;

public class GpxStatsCli {

    public static void main(String[] args) throws Exception {
        Document gpx = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(new File(args[0]));
        int points = gpx.getElementsByTagName("trkpt").getLength();
        System.out.println(points + " track points");
    }
}
