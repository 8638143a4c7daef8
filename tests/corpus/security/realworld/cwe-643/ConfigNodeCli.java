// expect: CWE-643 @ 16
// note: CLI args[1] used as a path suffix in XPath over a config file; XPath.evaluate
package tools.xmlconf;

import java.io.File;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;

public class ConfigNodeCli {

    public static void main(String[] args) throws Exception {
        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
        dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        Document config = dbf.newDocumentBuilder().parse(new File(args[0]));
        String value = XPathFactory.newInstance().newXPath().evaluate("/configuration/" + args[1] + "/text()", config);
        System.out.println(value);
    }
}
