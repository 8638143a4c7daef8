// Near misses of issue 31's real-world development set, part 2: new sinks and sources (redirect builders, LDAP
// query builders, JMS, Panache, HTML bodies, child environments) each next to the safe form that stays quiet.
import { describe, expect, it } from "vitest";
import { analyze, lineOf } from "./security-helpers";

const cwes = (text: string, cwe: number) =>
  analyze(text)
    .filter((f) => f.cwe === cwe && f.severity !== "info")
    .map((f) => f.line);

describe("redirect builders of JAX-RS, Micronaut, WebFlux and Spring Security (CWE-601)", () => {
  it("flags request text given to Response.seeOther, HttpResponse.redirect, ServerResponse and RedirectStrategy", () => {
    const text = `
@Path("/oauth")
public class OAuthCallbackResource {
  private final RedirectStrategy redirects = new DefaultRedirectStrategy();
  @GET
  public Response callback(@QueryParam("state") String state) {
    return Response.seeOther(URI.create(state)).build(); // jaxrs
  }
  public Mono<ServerResponse> go(ServerRequest request) {
    return ServerResponse.temporaryRedirect(URI.create(request.queryParam("to").orElse("/"))).build(); // webflux
  }
  public void onAuthenticationSuccess(HttpServletRequest request, HttpServletResponse response) throws IOException {
    redirects.sendRedirect(request, response, request.getParameter("redirect_uri")); // strategy
  }
}`;
    expect(cwes(text, 601)).toEqual([
      lineOf(text, "// jaxrs"),
      lineOf(text, "// webflux"),
      lineOf(text, "// strategy"),
    ]);
  });
  it("accepts a target looked up in the application's own store, and a fixed path", () => {
    const text = `
@Configuration
public class ShortLinkRoutes {
  private final LinkStore links;
  Mono<ServerResponse> go(ServerRequest request) {
    return links.resolve(request.pathVariable("code"))
        .flatMap(target -> ServerResponse.temporaryRedirect(URI.create(target)).build());
  }
  @GET
  public Response home(@QueryParam("from") String from) {
    return Response.seeOther(URI.create("/dashboard")).build();
  }
  public interface LinkStore {
    Mono<String> resolve(String code);
  }
}`;
    expect(cwes(text, 601)).toEqual([]);
  });
});

describe("Spring LDAP query builder filters (CWE-90)", () => {
  it("flags query().filter(text) built from a parameter, not filter(format, args) or where(..).is(..)", () => {
    const text = `
@Path("/groups")
public class GroupMembersResource {
  private final LdapTemplate ldap;
  @GET
  public List<String> members(@PathParam("group") String group) {
    ldap.search(query().base("ou=groups").filter("(cn=" + group + ")"), mapper); // sink
    ldap.search(query().base("ou=groups").filter("(cn={0})", group), mapper);
    return ldap.search(query().where("cn").is(group), mapper);
  }
}`;
    expect(cwes(text, 90)).toEqual([lineOf(text, "// sink")]);
  });
  it("leaves stream and Optional filters alone", () => {
    const text = `
@RestController
public class TagController {
  @GetMapping("/tags")
  public List<String> tags(@RequestParam String prefix, List<String> all) {
    return all.stream().filter(t -> t.startsWith(prefix)).toList();
  }
}`;
    expect(cwes(text, 90)).toEqual([]);
  });
});

describe("random values named by their class (CWE-330)", () => {
  it("flags ApiKeyIssuer.issue() built with RandomStringUtils, not a colour picker", () => {
    const text = `
public class ApiKeyIssuer {
  public String issue() {
    return "dp_" + RandomStringUtils.randomAlphanumeric(40); // sink
  }
}
class ColourPicker {
  public String next() {
    return "#" + Integer.toHexString(new Random().nextInt(0xFFFFFF));
  }
}`;
    expect(cwes(text, 330)).toEqual([lineOf(text, "// sink")]);
  });
});

describe("deserialization of JMS messages and in library helpers (CWE-502)", () => {
  it("flags ObjectMessage.getObject in a listener and a public helper's readObject of its bytes", () => {
    const text = `
public class ClusterStateReceiver implements MessageListener {
  private volatile Serializable lastState;
  public void onMessage(Message message) {
    if (message instanceof ObjectMessage objectMessage) {
      lastState = objectMessage.getObject(); // jms
    }
  }
}
final class SerializationHelper {
  public static Object fromBytes(byte[] data) throws Exception {
    try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(data))) {
      return in.readObject(); // helper
    }
  }
}`;
    expect(cwes(text, 502)).toEqual([lineOf(text, "// jms"), lineOf(text, "// helper")]);
  });
  it("accepts a helper that installs an ObjectInputFilter", () => {
    const text = `
final class SerializationHelper {
  public static Object fromBytes(byte[] data) throws Exception {
    try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(data))) {
      in.setObjectInputFilter(ObjectInputFilter.Config.createFilter("com.acme.dto.*;!*"));
      return in.readObject();
    }
  }
}`;
    expect(cwes(text, 502)).toEqual([]);
  });
});

describe("keys given to computeIfAbsent (CWE-94, CWE-470)", () => {
  it("flags a library method whose parameter reaches a sink through computeIfAbsent's key", () => {
    const text = `
public class CodecRegistry {
  private final Map<String, Object> cache = new ConcurrentHashMap<>();
  public Object codec(String className) {
    return cache.computeIfAbsent(className, name -> load(Class.forName(name))); // sink
  }
  public Object fixed(String ignored) {
    return cache.computeIfAbsent("json", name -> load(Class.forName("com.acme.JsonCodec")));
  }
}`;
    expect(cwes(text, 470)).toEqual([lineOf(text, "// sink")]);
  });
});

describe("outgoing requests to public addresses only (CWE-918)", () => {
  const tester = (check: string) => `
@RestController
public class WebhookTester {
  private final RestTemplate rest;
  @PostMapping("/webhooks/test")
  public String test(@RequestParam String callbackUrl) throws Exception {
    URI uri = URI.create(callbackUrl);
    InetAddress address = InetAddress.getByName(uri.getHost());
    if (${check}) return "rejected";
    return rest.postForObject(uri, "ping", String.class); // sink
  }
}`;
  it("accepts a URL whose host is rejected when loopback or site-local", () => {
    expect(cwes(tester("address.isLoopbackAddress() || address.isSiteLocalAddress()"), 918)).toEqual([]);
  });
  it("flags it when only the scheme is checked", () => {
    const text = tester('!"https".equals(uri.getScheme())');
    expect(cwes(text, 918)).toEqual([lineOf(text, "// sink")]);
  });
});

describe("HTML and script bodies of JAX-RS, WebFlux and JSONP responses (CWE-79)", () => {
  it("flags request text in Response.type(TEXT_HTML).entity, ServerResponse bodyValue and a JSONP callback", () => {
    const text = `
@Path("/check")
public class BrowserCheckResource {
  @GET
  public Response check(@HeaderParam("User-Agent") String agent) {
    return Response.ok().type(MediaType.TEXT_HTML_TYPE).entity("<pre>" + agent + "</pre>").build(); // jaxrs
  }
  RouterFunction<ServerResponse> fallback() {
    return RouterFunctions.route(RequestPredicates.all(), request ->
        ServerResponse.ok().contentType(MediaType.TEXT_HTML).bodyValue("<p>" + request.path() + "</p>")); // webflux
  }
  @GetMapping("/forecast.js")
  public ResponseEntity<String> jsonp(@RequestParam String callback) {
    return ResponseEntity.ok().contentType(MediaType.valueOf("application/javascript")).body(callback + "({});"); // jsonp
  }
}`;
    expect(cwes(text, 79)).toEqual([lineOf(text, "// jaxrs"), lineOf(text, "// webflux"), lineOf(text, "// jsonp")]);
  });
  it("accepts JSON and plain-text entities and a validated callback", () => {
    const text = `
@Path("/check")
public class BrowserCheckResource {
  @GET
  public Response check(@HeaderParam("User-Agent") String agent) {
    return Response.ok().type(MediaType.TEXT_PLAIN_TYPE).entity("agent " + agent).build();
  }
  @GetMapping("/forecast.js")
  public ResponseEntity<String> jsonp(@RequestParam String callback) {
    if (!callback.matches("[A-Za-z_][A-Za-z0-9_]{0,40}")) return ResponseEntity.badRequest().build();
    return ResponseEntity.ok().contentType(MediaType.valueOf("application/javascript")).body(callback + "({});");
  }
}`;
    expect(cwes(text, 79)).toEqual([]);
  });
});

describe("Quarkus Panache static queries (CWE-89, CWE-943)", () => {
  it("flags query text built from a parameter, not positional parameters", () => {
    const text = `
@Path("/courses")
public class CourseResource {
  @GET
  public List<Course> search(@QueryParam("title") String title) {
    Course.find("title like ?1", "%" + title + "%").list();
    Vehicle.find("{'make': ?1}", title).list();
    Vehicle.find("{'make': '" + title + "'}").list(); // mongo
    return Course.find("title like '%" + title + "%'").list(); // hql
  }
}
class Course extends PanacheEntity { public String title; }
class Vehicle extends PanacheMongoEntity { public String make; }`;
    expect(cwes(text, 89)).toEqual([lineOf(text, "// hql")]);
    expect(cwes(text, 943)).toEqual([lineOf(text, "// mongo")]);
  });
});

describe("headers(h -> ...) of WebFlux responses (CWE-113)", () => {
  it("flags a parameter added through the headers callback, not a constant", () => {
    const text = `
@Configuration
public class HintRoutes {
  RouterFunction<ServerResponse> hints() {
    return RouterFunctions.route().GET("/hint", request -> {
      String hint = request.queryParam("hint").orElse("none");
      return ServerResponse.ok().headers(h -> h.add("X-Hint", hint)).bodyValue("ok"); // sink
    }).build();
  }
  RouterFunction<ServerResponse> fixed() {
    return RouterFunctions.route().GET("/v", request -> ServerResponse.ok().headers(h -> h.add("X-V", "2")).bodyValue("ok")).build();
  }
}`;
    expect(cwes(text, 113)).toEqual([lineOf(text, "// sink")]);
  });
});

describe("method references in map (CWE-79)", () => {
  it("treats String::strip as an instance method of the element, HtmlUtils::htmlEscape as a static escaper", () => {
    const page = (ref: string) => `
@RestController
public class GreetingController {
  @GetMapping(value = "/hi", produces = MediaType.TEXT_HTML_VALUE)
  public String hi(@RequestParam Optional<String> name) {
    return "<p>" + name.map(${ref}).orElse("guest") + "</p>"; // sink
  }
}`;
    const stripped = page("String::strip");
    expect(cwes(stripped, 79)).toEqual([lineOf(stripped, "// sink")]);
    expect(cwes(page("HtmlUtils::htmlEscape"), 79)).toEqual([]);
  });
});

describe("environment of child processes (CWE-78)", () => {
  it("flags untrusted PATH-like entries for Runtime.exec and ProcessBuilder.environment(), not other names", () => {
    const text = `
@RestController
public class KernelController {
  @PostMapping("/restart")
  public void restart(@RequestHeader("X-Toolchain") String toolchain) throws IOException {
    String[] env = {"PATH=" + toolchain + ":/usr/bin", "LANG=C"};
    Runtime.getRuntime().exec(new String[] {"jupyter", "kernel", "--restart"}, env); // exec
    ProcessBuilder pb = new ProcessBuilder("/opt/hooks/post-build.sh");
    pb.environment().put("PATH", toolchain);
    pb.start(); // start
    ProcessBuilder labelled = new ProcessBuilder("/opt/hooks/post-build.sh");
    labelled.environment().put("BUILD_LABEL", toolchain);
    labelled.start();
  }
  @PostMapping("/restart-fixed")
  public void fixed(@RequestHeader("X-Build") long build) throws IOException {
    Runtime.getRuntime().exec(new String[] {"jupyter", "kernel", "--restart"}, new String[] {"LANG=C"});
    ProcessBuilder pb = new ProcessBuilder("/opt/hooks/post-build.sh");
    pb.environment().put("BUILD_ID", Long.toString(build));
    pb.start();
  }
}`;
    expect(cwes(text, 78)).toEqual([lineOf(text, "// exec"), lineOf(text, "// start")]);
  });
});

describe("Map payloads of message listeners (CWE-78)", () => {
  it("treats a listener's Map parameter as the message, a handler's Map as Spring's model", () => {
    const text = `
@Component
public class HookListener {
  @RabbitListener(queues = "builds")
  public void onBuild(Map<String, String> event) throws IOException {
    Runtime.getRuntime().exec(event.get("command")); // listener
  }
}
@Controller
class PageController {
  @GetMapping("/page")
  public String page(Map<String, Object> model) throws IOException {
    Runtime.getRuntime().exec(String.valueOf(model.get("command")));
    return "page";
  }
}`;
    expect(cwes(text, 78)).toEqual([lineOf(text, "// listener")]);
  });
});

describe("exception details in a response built over several lines (CWE-209)", () => {
  it("reports the line that shows the exception, and nothing for a generic message", () => {
    const text = `
@Provider
public class OrderExceptionMapper implements ExceptionMapper<RuntimeException> {
  public Response toResponse(RuntimeException exception) {
    return Response.serverError()
        .type(MediaType.APPLICATION_JSON)
        .entity(Map.of("message", String.valueOf(exception.getMessage()))) // sink
        .build();
  }
}
@Provider
class GenericExceptionMapper implements ExceptionMapper<RuntimeException> {
  public Response toResponse(RuntimeException exception) {
    return Response.serverError()
        .entity(Map.of("message", "internal error"))
        .build();
  }
}`;
    expect(cwes(text, 209)).toEqual([lineOf(text, "// sink")]);
  });
});
