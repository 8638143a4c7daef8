// expect: CWE-22
// source: first line of the body (getReader); flow: array element holding the input; sink: RandomAccessFile(new File(LOG_DIR, selected)) [sink inside private method serveFile()]

package corpus.security;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.RandomAccessFile;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe22/vuln007")
public class Cwe022Vuln007 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final File LOG_DIR = new File("/var/log/app");

    private void serveFile(String selected, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        try (RandomAccessFile raf = new RandomAccessFile(new File(LOG_DIR, selected), "r")) {
            response.getWriter().println("size: " + raf.length());
        }
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String input;
        try (BufferedReader reader = request.getReader()) {
            String line = reader.readLine();
            input = line == null ? "" : line.trim();
        }
        String[] parts = new String[] {"guest", input, "end"};
        String selected = parts[1];
        serveFile(selected, request, response);
    }
}
