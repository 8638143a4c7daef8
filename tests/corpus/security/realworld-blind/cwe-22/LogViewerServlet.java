// expect: CWE-22 @ 27
// note: servlet parameter "log" appended to the log directory string and opened with FileReader
package com.admin.console;

import java.io.BufferedReader;
import java.io.FileReader;
import java.io.IOException;
import java.io.PrintWriter;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

@WebServlet("/admin/logs")
public class LogViewerServlet extends HttpServlet {
    private static final String LOG_DIR = "/var/log/app/";

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String logName = request.getParameter("log");
        if (logName == null) {
            logName = "application.log";
        }
        response.setContentType("text/plain");
        PrintWriter out = response.getWriter();
        try (BufferedReader reader = new BufferedReader(new FileReader(LOG_DIR + logName))) {
            reader.lines().limit(500).forEach(out::println);
        }
    }
}
