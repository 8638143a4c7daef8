// expect: CWE-643
// flow supplier, sink xpath-format
package holdout;

import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.*;

@Controller
public class Holdout643Vuln2 {
  @GetMapping("/h")
  @ResponseBody
  public String handle(@RequestParam("q") String input, HttpServletRequest request, HttpServletResponse response) throws Exception {
    java.util.function.Supplier<String> s = () -> input;
    String value = s.get();
    javax.xml.xpath.XPath xp = javax.xml.xpath.XPathFactory.newInstance().newXPath();
    xp.compile(String.format("//order[@ref='%s']", value)).evaluate(new org.xml.sax.InputSource(new java.io.StringReader("<o/>")));
    return "ok";
  }

  
}
