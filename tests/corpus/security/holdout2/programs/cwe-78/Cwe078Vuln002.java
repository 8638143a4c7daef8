// expect: CWE-78
// source: value of cookie "pref" (getCookies); flow: interface with one implementation (strip); sink: exec(String[]{"/bin/sh","-c", "grep -c " + data ...}) [sink inside private method runTool()]

package corpus.security;

import java.io.IOException;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe78/vuln002")
public class Cwe078Vuln002 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private void runTool(String data, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String[] cmd = {"/bin/sh", "-c", "grep -c " + data + " /var/log/app/access.log"};
        Process proc = Runtime.getRuntime().exec(cmd);

        try {
            response.getWriter().println("exit code: " + proc.waitFor());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ServletException(e);
        }
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String userValue = "anonymous";
        Cookie[] cookies = request.getCookies();
        if (cookies != null) {
            for (Cookie c : cookies) {
                if ("pref".equals(c.getName())) {
                    userValue = c.getValue();
                }
            }
        }
        ValueFormatter78V2 formatter = new StripFormatter78V2();
        String data = formatter.format(userValue);
        runTool(data, request, response);
    }
}

interface ValueFormatter78V2 {
    String format(String s);
}

final class StripFormatter78V2 implements ValueFormatter78V2 {
    @Override
    public String format(String s) {
        return s.strip();
    }
}
