// expect: CWE-502 @ 19
// note: servlet reads a serialized command object straight from request.getInputStream()
package com.legacyrpc.server;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;

public class RpcEndpointServlet extends HttpServlet {

    private final CommandDispatcher dispatcher = new CommandDispatcher();

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        try (ObjectInputStream in = new ObjectInputStream(req.getInputStream())) {
            Object command = in.readObject();
            Object result = dispatcher.dispatch(command);
            resp.setContentType("application/x-java-serialized-object");
            try (ObjectOutputStream out = new ObjectOutputStream(resp.getOutputStream())) {
                out.writeObject(result);
            }
        } catch (ClassNotFoundException e) {
            resp.sendError(400);
        }
    }

    static class CommandDispatcher {
        Object dispatch(Object command) {
            return "ok:" + command.getClass().getSimpleName();
        }
    }
}
