// expect: none (CWE-643 safe)
// flow uuid, sink xpath-format
package holdout;

import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.*;

@Controller
public class Holdout643Safe1 {
  @GetMapping("/h")
  @ResponseBody
  public String handle(@RequestParam("q") String input, HttpServletRequest request, HttpServletResponse response) throws Exception {
    String value = java.util.UUID.fromString(input).toString();
    javax.xml.xpath.XPath xp = javax.xml.xpath.XPathFactory.newInstance().newXPath();
    xp.compile(String.format("//order[@ref='%s']", value)).evaluate(new org.xml.sax.InputSource(new java.io.StringReader("<o/>")));
    return "ok";
  }

  
}
