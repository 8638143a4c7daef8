// expect: none (CWE-470 safe)
// note: action names mapped to handler lambdas in a Map; no reflection on the request value
package com.legacyerp.dispatch;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Map;
import java.util.function.Function;

public class ActionRouterServlet extends HttpServlet {

    private final Map<String, Function<HttpServletRequest, String>> actions = Map.of(
            "approve", req -> "approved",
            "reject", req -> "rejected");

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        Function<HttpServletRequest, String> action = actions.get(req.getParameter("action"));
        if (action == null) {
            resp.sendError(400);
            return;
        }
        resp.getWriter().print(action.apply(req).length());
    }
}
