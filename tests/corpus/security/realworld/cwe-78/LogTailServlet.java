// expect: CWE-78 @ 17
// note: servlet parameter service name concatenated into a cmd.exe /c string in an array → Runtime.exec(String[])
package com.winops.console;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.InputStream;

public class LogTailServlet extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String service = request.getParameter("service");
        String[] command = {"cmd.exe", "/c", "type C:\\logs\\" + service + ".log | more +100"};
        Process process = Runtime.getRuntime().exec(command);
        response.setContentType("text/plain");
        try (InputStream in = process.getInputStream()) {
            in.transferTo(response.getOutputStream());
        }
    }
}
