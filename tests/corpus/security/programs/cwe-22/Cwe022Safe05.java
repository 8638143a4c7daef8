// expect: none (CWE-22 safe)
// path: source reader, flow impl-ignores, sink print-writer-name (helper-class)

package corpus.security;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/corpus/Cwe022Safe05")
public class Cwe022Safe05 extends HttpServlet {

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
    response.setContentType("text/html;charset=UTF-8");
    try {
      java.io.BufferedReader in = request.getReader();
      String param = in.readLine();
      Cwe022Safe05Shaper shaper = new Cwe022Safe05Fixed();
      String bar = shaper.shape(param);
      Cwe022Safe05Sink.run(bar, request, response);
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}

interface Cwe022Safe05Shaper {
  String shape(String in);
}

class Cwe022Safe05Fixed implements Cwe022Safe05Shaper {
  @Override
  public String shape(String in) {
    return "fixed";
  }
}
class Cwe022Safe05Sink {
  static void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {
    java.io.PrintWriter report = new java.io.PrintWriter("/var/reports/" + bar + ".txt");
    report.close();
  }
}

