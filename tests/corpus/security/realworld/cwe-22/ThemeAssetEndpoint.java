// expect: none (CWE-22 safe)
// note: canonical path of the requested asset must stay under the canonical theme dir, else 404
package com.cmsplatform.themes;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.core.Response;
import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;

@Path("/themes/{theme}/assets")
public class ThemeAssetEndpoint {

    private static final String THEME_ROOT = "/opt/cms/themes";

    @GET
    @Path("{asset: .+}")
    public Response asset(@PathParam("theme") String theme, @PathParam("asset") String asset) throws IOException {
        File base = new File(THEME_ROOT).getCanonicalFile();
        File requested = new File(base, theme + File.separator + asset).getCanonicalFile();
        if (!requested.toPath().startsWith(base.toPath())) {
            throw new NotFoundException();
        }
        FileInputStream in = new FileInputStream(requested);
        return Response.ok(in).build();
    }
}
