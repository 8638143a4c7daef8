// expect: none (CWE-79 safe)
// note: only a server-side enum name and an int are written into the SVG/HTML output; the request's build id is parsed as a long
package com.ci.badges;

import java.io.IOException;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

public class StatusBadgeServlet extends HttpServlet {
    enum BuildStatus { PASSING, FAILING, UNKNOWN }

    private transient BuildLookup builds;

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        long buildId = Long.parseLong(req.getParameter("build"));
        BuildStatus status = builds.status(buildId);
        int durationSeconds = builds.durationSeconds(buildId);
        resp.setContentType("text/html");
        resp.getWriter().print("<span class=\"badge " + status.name().toLowerCase() + "\">" + status + " in " + durationSeconds + "s</span>");
    }
}

interface BuildLookup {
    StatusBadgeServlet.BuildStatus status(long buildId);

    int durationSeconds(long buildId);
}
