// expect: CWE-470 @ 19
// note: servlet calls getMethod(request parameter "action") on the handler and invokes it
package com.legacyerp.dispatch;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.lang.reflect.Method;

public class ActionDispatcherServlet extends HttpServlet {

    private final OrderActions actions = new OrderActions();

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String action = req.getParameter("action");
        try {
            Method method = OrderActions.class.getMethod(action, HttpServletRequest.class);
            Object result = method.invoke(actions, req);
            resp.getWriter().print(String.valueOf(result).length());
        } catch (ReflectiveOperationException e) {
            resp.sendError(400);
        }
    }

    public static class OrderActions {
        public String approve(HttpServletRequest req) { return "approved"; }
        public String reject(HttpServletRequest req) { return "rejected"; }
    }
}
