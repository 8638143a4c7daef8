// expect: none (CWE-22 safe)
// path: source reader, flow constant, sink path-of (inline)

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
      String bar = "static-value";
      java.nio.file.Files.deleteIfExists(java.nio.file.Path.of("/tmp/cache", bar));
    } catch (Exception e) {
      throw new ServletException(e);
    }
  }
}
